"""Decision log and grading models."""
