"""Reviewer pages, mounted under /reviews/."""

from django.urls import path

from grading import set_views, views

urlpatterns = [
    path("", views.queue, name="review-queue"),
    path("decisions/<int:pk>/", views.decision_detail, name="review-decision"),
    path("decisions/<int:pk>/resolve/", views.resolve, name="review-resolve"),
    path("agreement/", views.agreement, name="review-agreement"),
    path("disagreements/", views.disagreements, name="review-disagreements"),
    path("metrics/", views.metrics_page, name="review-metrics"),
    path("metrics.csv", views.metrics_page, {"fmt": "csv"}, name="review-metrics-csv"),
    path("metrics.json", views.metrics_page, {"fmt": "json"}, name="review-metrics-json"),
    path("sets/", set_views.labelled_sets, name="review-sets"),
    path("sets/<int:pk>/", set_views.labelled_set_detail, name="review-set"),
    path("sets/<int:pk>/propose/", set_views.proposal_create, name="review-propose"),
    path("proposals/<int:pk>/", set_views.proposal_detail, name="review-proposal"),
    path("proposals/<int:pk>/evaluate/", set_views.proposal_evaluate, name="review-proposal-evaluate"),
    path("proposals/<int:pk>/adopt/", set_views.proposal_adopt, name="review-proposal-adopt"),
    path("adoptions/", set_views.adoptions, name="review-adoptions"),
]
