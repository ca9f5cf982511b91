"""Runs as a person sees them: which reads are one run, which are several, and what tells them apart.

Readers report what each file holds; this package decides, across files and readers, what a
person would call a run: a sweep's trials are separate runs, a summary re-printed at the end
is a duplicate, two writers of one run in one folder are one run, and each run is named by
what tells it apart and carries the hyperparameters found beside its logs.
"""
