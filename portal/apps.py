import os

from django.apps import AppConfig


class PortalConfig(AppConfig):
    name = "portal"
    verbose_name = "ポータル"

    def ready(self) -> None:
        from celery.signals import worker_init, worker_process_init

        from portal import login, warmup  # noqa: F401 - login connects the lockout's signal receivers

        pool = {}

        def remember_concurrency(sender=None, **_):
            pool["concurrency"] = getattr(sender, "concurrency", None)

        def pool_process_init(**_):
            # Each pool process gets its share of the cores, then loads the models and
            # the index once, before its first task.
            warmup.torch_threads_set(warmup.worker_threads(pool.get("concurrency")))
            warmup.warm_up()

        worker_init.connect(remember_concurrency, weak=False)
        worker_process_init.connect(pool_process_init, weak=False)
        # The embedded default (make run) serves and answers in one process.
        if os.environ.get("KONKYO_WARMUP") == "1" and os.environ.get("RUN_MAIN") == "true":
            warmup.warm_up_in_background()
