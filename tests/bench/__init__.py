"""Deadwatch's benchmarks: ``make bench`` (``python -m tests.bench``) prints one line per figure.

Not part of the test suite (pytest collects tests/unit and tests/gui only): the figures are
printed, never asserted.  docs/benchmarks.md explains each figure and records a run.
"""
