"""`python -m lossdoctor` runs the command line."""

from lossdoctor.cli import run

run()
