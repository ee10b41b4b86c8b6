from django.apps import AppConfig


class GradingConfig(AppConfig):
    name = "grading"
    verbose_name = "評価とチューニング"
