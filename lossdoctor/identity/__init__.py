"""Run identity: which fragments are one run, decided by one ranked table of evidence."""
