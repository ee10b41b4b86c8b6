"""Documents, versions, passages, permissions, indexing and the search pipeline."""
