from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class RetrievalConfig(AppConfig):
    name = "retrieval"
    verbose_name = _("文書と検索")

    def ready(self) -> None:
        from retrieval import signals  # noqa: F401  (index scheduling on version changes)
