"""Only the admin role reaches the Django admin (is_staff alone is not enough)."""

from django.contrib import admin

from portal.roles import ADMIN, has_role


def _admin_role_only(request) -> bool:
    user = request.user
    return user.is_active and user.is_staff and (user.is_superuser or has_role(user, ADMIN))


admin.site.has_permission = _admin_role_only
admin.site.site_header = "Konkyo 管理"
admin.site.site_title = "Konkyo 管理"
admin.site.index_title = "文書・版・権限の管理"
