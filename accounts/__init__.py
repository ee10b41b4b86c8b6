"""Who may do what: the role groups shared by the portal, grading and retrieval apps."""
