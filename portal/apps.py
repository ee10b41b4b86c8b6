import os

from django.apps import AppConfig


class PortalConfig(AppConfig):
    name = "portal"
    verbose_name = "ポータル"

    def ready(self) -> None:
        from celery.signals import worker_process_init

        from portal import warmup

        # Celery pool processes load the encoder and index once, before their first task.
        worker_process_init.connect(lambda **_: warmup.warm_up(), weak=False)
        # The embedded default (make run) serves and answers in one process.
        if os.environ.get("KONKYO_WARMUP") == "1" and os.environ.get("RUN_MAIN") == "true":
            warmup.warm_up_in_background()
