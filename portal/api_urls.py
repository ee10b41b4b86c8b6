from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from portal import api

urlpatterns = [
    path("questions/", api.QuestionsApi.as_view(), name="api-questions"),
    path("questions/<int:pk>/", api.QuestionDetailApi.as_view(), name="api-question-detail"),
    path("questions/<int:pk>/feedback/", api.QuestionFeedbackApi.as_view(), name="api-question-feedback"),
    path("versions/<int:pk>/", api.VersionReadApi.as_view(), name="api-version-detail"),
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    # The split view serves its init script as a file, so the docs work under the CSP.
    path("docs/", SpectacularSwaggerSplitView.as_view(url_name="api-schema"), name="api-docs"),
]
