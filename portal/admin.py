"""Only the admin role reaches the Django admin (is_staff alone is not enough).

The admin role manages users (create, set groups, deactivate) and content groups, but
cannot change what any role may do: group permissions, role groups, the superuser and staff
flags and per-user permissions are a superuser's (or ``manage.py setup_roles``'s). Otherwise
an admin could give its own group "auth | user | change" and then tick is_superuser.
Another admin's account (groups, flags, password) and granting the admin role need
``portal.manage_admins`` (``portal.user_roles``); every change of what a user may do is
recorded there and listed read-only (権限の変更記録).
"""

from django import forms
from django.contrib import admin
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import GroupAdmin, UserAdmin
from django.contrib.auth.models import Group
from django.utils.translation import gettext_lazy as _
from rest_framework.authtoken.models import TokenProxy

from accounts.roles import ADMIN, ROLE_NAMES, has_role
from portal import user_roles
from portal.identity import admin as identity_admin
from portal.identity import directory
from portal.identity.models import IdentityEvent
from portal.login import ThrottledAdminAuthenticationForm
from portal.models import ApiToken, RoleChange


def _admin_role_only(request) -> bool:
    user = request.user
    return user.is_active and user.is_staff and (user.is_superuser or has_role(user, ADMIN))


admin.site.has_permission = _admin_role_only
admin.site.site_header = _("Konkyo 管理")
admin.site.site_title = _("Konkyo 管理")
admin.site.index_title = _("文書・版・権限の管理")
admin.site.login_form = ThrottledAdminAuthenticationForm  # the login lockout covers /admin/login/ too


def _is_role(group: Group) -> bool:
    return group.name in ROLE_NAMES


class GroupKindFilter(admin.SimpleListFilter):
    """Role groups (what one may do) and reading groups (what one may read) apart."""

    title = _("種類")
    parameter_name = "kind"

    def lookups(self, request, model_admin):
        return [("role", _("役割")), ("reading", _("閲覧グループ"))]

    def queryset(self, request, queryset):
        if self.value() == "role":
            return queryset.filter(name__in=ROLE_NAMES)
        if self.value() == "reading":
            return queryset.exclude(name__in=ROLE_NAMES)
        return queryset


class RoleSafeGroupAdmin(GroupAdmin):
    """Content groups (who reads what) for the admin role; permissions and roles for superusers."""

    list_display = ["name", "kind"]
    list_filter = [GroupKindFilter]

    @admin.display(description=_("種類"))
    def kind(self, obj: Group) -> str:
        return _("役割") if _is_role(obj) else _("閲覧グループ")

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
    flag, and never sets is_staff directly: it follows membership of the admin role. Without
    ``portal.manage_admins`` another admin's account is read-only (its password page too) and
    the admin role is not offered.
    """

    limited_fieldsets = (
        (None, {"fields": ("username", "password")}),
        (_("Personal info"), {"fields": ("first_name", "last_name", "email")}),
        (_("Permissions"), {"fields": ("is_active", "groups")}),
    )

    filter_horizontal = ("user_permissions",)

    def get_queryset(self, request):
        qs = super().get_queryset(request)
        return qs if request.user.is_superuser else qs.filter(is_superuser=False)

    def formfield_for_manytomany(self, db_field, request, **kwargs):
        """Groups as checkboxes, the roles apart from the reading groups."""
        if db_field.name != "groups":
            return super().formfield_for_manytomany(db_field, request, **kwargs)
        kwargs["widget"] = forms.CheckboxSelectMultiple
        offered = Group.objects.order_by("name")
        if not user_roles.may_manage_admins(request.user):
            offered = offered.exclude(name=ADMIN)  # a posted admin role is then an invalid choice
        kwargs["queryset"] = offered
        field = super().formfield_for_manytomany(db_field, request, **kwargs)
        groups = list(offered)
        field.choices = [
            (_("役割 (できること)"), [(g.pk, g.name) for g in groups if _is_role(g)]),
            (_("閲覧グループ (読める規程)"), [(g.pk, g.name) for g in groups if not _is_role(g)]),
        ]
        return field

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
        if (
            obj is not None
            and obj.pk != request.user.pk
            and not user_roles.may_manage_admins(request.user)
            and user_roles.is_admin_account(obj)
        ):
            return False  # also the password page, which asks the same
        return super().has_change_permission(request, obj)

    def save_model(self, request, obj, form, change):
        # The form has already set the posted flags on ``obj``: the stored row is the before.
        saved = type(obj).objects.filter(pk=obj.pk).first() if change else None
        form.roles_before = user_roles.role_snapshot(saved)
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
        user_roles.role_change_record(actor=request.user, target=user, before=form.roles_before)
        if form.roles_before["is_active"] and not user.is_active:
            # Sessions, API token and unanswered questions end now, as when the directory does it.
            directory.account_deactivate(user, source=IdentityEvent.Source.ADMIN, actor=request.user)


class RoleChangeAdmin(identity_admin.ReadOnlyAdmin):
    """The record of changes to what users may do: read-only, for everyone."""

    list_display = ["changed_at", "actor", "target", "summary"]
    list_filter = ["changed_at"]
    search_fields = ["actor__username", "target__username"]
    fields = ["changed_at", "actor", "target", "summary"]
    readonly_fields = fields

    @admin.display(description=_("変更内容"))
    def summary(self, obj: RoleChange) -> str:
        names = {
            "groups": _("グループ"),
            "is_staff": _("スタッフ"),
            "is_superuser": _("スーパーユーザー"),
            "is_active": _("有効"),
            "permissions": _("個別の権限"),
        }

        def shown(value) -> str:
            if isinstance(value, bool):
                return _("はい") if value else _("いいえ")
            return (", ".join(value) or "—") if isinstance(value, list) else str(value)

        return "; ".join(
            f"{names.get(key, key)}: {shown(obj.before.get(key))} → {shown(value)}"
            for key, value in obj.after.items()
        )


User = get_user_model()
for model, model_admin in ((Group, RoleSafeGroupAdmin), (User, RoleSafeUserAdmin)):
    if admin.site.is_registered(model):
        admin.site.unregister(model)
    admin.site.register(model, model_admin)
admin.site.register(RoleChange, RoleChangeAdmin)


@admin.register(ApiToken)
class ApiTokenAdmin(admin.ModelAdmin):
    """Issued API tokens by their prefix (the key is never stored); an admin may revoke one
    (delete), never create one here: a user issues their own and sees its key once."""

    list_display = ["user", "prefix", "created"]
    readonly_fields = ["user", "prefix", "created"]
    exclude = ["digest"]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False


# DRF's own token table is no longer read (keys are kept hashed in ApiToken): a token created
# in its admin page would never authenticate, so the page is not offered.
if admin.site.is_registered(TokenProxy):
    admin.site.unregister(TokenProxy)

# Company sign-in: the group mapping, the record, the directory's groups and accounts.
identity_admin.register(admin.site)
