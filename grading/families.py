"""Document families: the doc-id prefix that keeps near-duplicate rules on one side of a split."""


def document_family(doc_id: str) -> str:
    """「RET-P20」→「RET」; a doc id without '-' is its own family."""
    return doc_id.split("-", 1)[0] if "-" in doc_id else doc_id
