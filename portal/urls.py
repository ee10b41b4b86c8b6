from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

from portal import views
from portal.identity import oidc
from portal.login import PortalLoginView

handler404 = "portal.middleware.not_found"
handler500 = "portal.middleware.server_error"

urlpatterns = [
    path("", views.ask, name="home"),
    path("questions/", views.history, name="history"),
    path("questions/<int:pk>/", views.question_detail, name="question-detail"),
    path("questions/<int:pk>/feedback/", views.question_feedback, name="question-feedback"),
    path("questions/<int:pk>/reask/", views.question_reask, name="question-reask"),
    path("versions/", views.version_list, name="version-list"),
    path("versions/<int:pk>/", views.version_detail, name="version-detail"),
    path("versions/<int:pk>/diff/", views.version_diff, name="version-diff"),
    path("account/token/", views.api_token, name="api-token"),
    path("accounts/login/", PortalLoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    # Company sign-in (portal.identity): 404 while KONKYO_OIDC_ISSUER is unset.
    path("oidc/authenticate/", oidc.DirectoryLoginView.as_view(), name="oidc_authentication_init"),
    path("oidc/callback/", oidc.DirectoryCallbackView.as_view(), name="oidc_authentication_callback"),
    path("i18n/setlang/", views.set_language, name="set_language"),
    path("api/", include("portal.api_urls")),
    # SCIM 2.0 for the identity provider (portal.identity.scim): 404 while KONKYO_SCIM_TOKEN_FILE is unset.
    path("scim/v2/", include("django_scim.urls", namespace="scim")),
    path("reviews/", include("grading.urls")),
    path("admin/", admin.site.urls),
]
