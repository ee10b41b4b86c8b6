"""The decision log, reviewer grading, labelled sets, metrics, sweeps and adoption."""
