"""Only the admin role reaches the Django admin (is_staff alone is not enough).

The admin role manages users (create, set groups, deactivate) and content groups, but
cannot change what any role may do: group permissions, role groups, the superuser and staff
flags and per-user permissions are a superuser's (or ``manage.py setup_roles``'s). Otherwise
an admin could give its own group "auth | user | change" and then tick is_superuser.
"""

from django.contrib import admin
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import GroupAdmin, UserAdmin
from django.contrib.auth.models import Group
from django.utils.translation import gettext_lazy as _

from portal.login import ThrottledAdminAuthenticationForm
from portal.roles import ADMIN, EMPLOYEE, REVIEWER, has_role

ROLE_NAMES = (EMPLOYEE, REVIEWER, ADMIN)


def _admin_role_only(request) -> bool:
    user = request.user
    return user.is_active and user.is_staff and (user.is_superuser or has_role(user, ADMIN))


admin.site.has_permission = _admin_role_only
admin.site.site_header = "Konkyo 管理"
admin.site.site_title = "Konkyo 管理"
admin.site.index_title = "文書・版・権限の管理"
admin.site.login_form = ThrottledAdminAuthenticationForm  # the login lockout covers /admin/login/ too


class RoleSafeGroupAdmin(GroupAdmin):
    """Content groups (who reads what) for the admin role; permissions and roles for superusers."""

    def get_readonly_fields(self, request, obj=None):
        if request.user.is_superuser:
            return super().get_readonly_fields(request, obj)
        return ("permissions",)

    def has_change_permission(self, request, obj=None):
        if obj is not None and obj.name in ROLE_NAMES and not request.user.is_superuser:
            return False
        return super().has_change_permission(request, obj)

    def has_delete_permission(self, request, obj=None):
        if obj is not None and obj.name in ROLE_NAMES and not request.user.is_superuser:
            return False
        return super().has_delete_permission(request, obj)


class RoleSafeUserAdmin(UserAdmin):
    """User management for the admin role without the superuser and staff flags.

    An admin-role user sees no superuser accounts, cannot change their own groups or active
    flag, and never sets is_staff directly: it follows membership of the admin role.
    """

    limited_fieldsets = (
        (None, {"fields": ("username", "password")}),
        (_("Personal info"), {"fields": ("first_name", "last_name", "email")}),
        (_("Permissions"), {"fields": ("is_active", "groups")}),
    )

    def get_queryset(self, request):
        qs = super().get_queryset(request)
        return qs if request.user.is_superuser else qs.filter(is_superuser=False)

    def get_fieldsets(self, request, obj=None):
        if obj is None or request.user.is_superuser:
            return super().get_fieldsets(request, obj)
        return self.limited_fieldsets

    def get_readonly_fields(self, request, obj=None):
        if not request.user.is_superuser and obj is not None and obj.pk == request.user.pk:
            return ("is_active", "groups")
        return super().get_readonly_fields(request, obj)

    def has_change_permission(self, request, obj=None):
        if obj is not None and obj.is_superuser and not request.user.is_superuser:
            return False
        return super().has_change_permission(request, obj)

    def save_model(self, request, obj, form, change):
        if not request.user.is_superuser:
            obj.is_superuser = False  # also when a crafted form posts it
        super().save_model(request, obj, form, change)

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        user = form.instance
        if not request.user.is_superuser:
            staff = user.groups.filter(name=ADMIN).exists()
            if user.is_staff != staff:
                user.is_staff = staff
                user.save(update_fields=["is_staff"])


User = get_user_model()
for model, model_admin in ((Group, RoleSafeGroupAdmin), (User, RoleSafeUserAdmin)):
    if admin.site.is_registered(model):
        admin.site.unregister(model)
    admin.site.register(model, model_admin)
