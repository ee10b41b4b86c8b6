from django.apps import AppConfig


class RetrievalConfig(AppConfig):
    name = "retrieval"
    verbose_name = "文書と検索"

    def ready(self) -> None:
        from retrieval import signals  # noqa: F401  (index scheduling on version changes)
