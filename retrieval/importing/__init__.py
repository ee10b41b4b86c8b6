"""Bulk import of document versions from bundles and document folders."""
