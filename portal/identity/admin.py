"""The admin's pages for company sign-in: the group mapping (managed by admins, every change
recorded and applied to directory accounts at once), and the record, directory groups and
accounts (read-only: the directory writes them). Registered from ``portal.admin``."""

from __future__ import annotations

from urllib.parse import quote

from django import forms
from django.conf import settings
from django.contrib import admin
from django.contrib.auth.decorators import login_not_required
from django.core.exceptions import ValidationError
from django.db import transaction
from django.http import HttpResponseRedirect
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from accounts.roles import ADMIN
from portal import user_roles
from portal.identity import directory
from portal.identity.models import DirectoryAccount, DirectoryGroup, GroupMapping, IdentityEvent


class GroupMappingForm(forms.ModelForm):
    class Meta:
        model = GroupMapping
        fields = ["directory_value", "group"]

    def clean_directory_value(self):
        value = self.cleaned_data["directory_value"].strip()
        if not value:
            raise ValidationError(_("ディレクトリのグループを入力してください。"))
        return value

    def clean_group(self):
        group = self.cleaned_data["group"]
        touches_admin = group.name == ADMIN or (self.instance.pk and self.instance.group.name == ADMIN)
        if touches_admin and not user_roles.may_manage_admins(self.request_user):
            raise ValidationError(_("管理者の役割を対応付けられるのは、管理者の権限を変更できる人だけです。"))
        return group


class GroupMappingAdmin(admin.ModelAdmin):
    """Directory group → Konkyo group. Saving or deleting re-applies the mapping to every
    directory account right away (a removed mapping takes its group away) and records it."""

    form = GroupMappingForm
    list_display = ["directory_value", "group", "created_at"]
    search_fields = ["directory_value", "group__name"]

    def get_form(self, request, obj=None, **kwargs):
        form = super().get_form(request, obj, **kwargs)
        form.request_user = request.user
        return form

    def has_delete_permission(self, request, obj=None):
        if obj is not None and obj.group.name == ADMIN and not user_roles.may_manage_admins(request.user):
            return False
        return super().has_delete_permission(request, obj)

    def save_model(self, request, obj, form, change):
        before = GroupMapping.objects.filter(pk=obj.pk).select_related("group").first() if change else None
        with transaction.atomic():
            super().save_model(request, obj, form, change)
            self._record(request, "changed" if change else "added", obj, before)

    def delete_model(self, request, obj):
        with transaction.atomic():
            self._record(request, "deleted", obj, None, delete=True)

    def delete_queryset(self, request, queryset):
        with transaction.atomic():
            for obj in queryset:
                self._record(request, "deleted", obj, None, delete=True)

    def _record(self, request, action: str, obj, before, *, delete: bool = False) -> None:
        detail = {"action": action, "directory_value": obj.directory_value, "group": obj.group.name}
        if before is not None:
            detail["before"] = {"directory_value": before.directory_value, "group": before.group.name}
        if delete:
            obj.delete()
        users = directory.groups_apply_all(source=IdentityEvent.Source.ADMIN, actor=request.user)
        directory.event_record(
            IdentityEvent.Kind.MAPPING_CHANGED,
            source=IdentityEvent.Source.ADMIN,
            actor=request.user,
            users_changed=users,
            **detail,
        )


class ReadOnlyAdmin(admin.ModelAdmin):
    """Rows the code writes (records, the directory's own): listed and shown, never added,
    changed or deleted in the admin."""

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


class IdentityEventAdmin(ReadOnlyAdmin):
    list_display = ["at", "kind", "source", "target_name", "actor", "detail"]
    list_filter = ["kind", "source", "at"]
    search_fields = ["target_name", "actor__username"]
    fields = ["at", "kind", "source", "target", "target_name", "actor", "detail"]
    readonly_fields = fields


class DirectoryGroupAdmin(ReadOnlyAdmin):
    list_display = ["name", "scim_external_id", "member_count", "updated_at"]
    search_fields = ["name", "scim_external_id"]
    fields = ["name", "scim_id", "scim_external_id", "members", "updated_at"]
    readonly_fields = fields

    @admin.display(description=_("メンバー数"))
    def member_count(self, obj) -> int:
        return obj.members.count()


class DirectoryAccountAdmin(ReadOnlyAdmin):
    list_display = ["user", "issuer", "subject", "scim_external_id", "last_login_at"]
    search_fields = ["user__username", "subject", "scim_external_id"]
    fields = ["user", "issuer", "subject", "scim_id", "scim_external_id", "granted_groups", "last_login_at"]
    readonly_fields = fields


def admin_login_redirect(site_login):
    """/admin/login/ while passwords are switched off: the portal's login page, where the
    company sign-in is (an admin signs in there and comes back)."""

    @login_not_required
    def login(request, extra_context=None):
        if not settings.KONKYO_LOCAL_LOGIN:
            target = request.GET.get("next") or reverse("admin:index")
            return HttpResponseRedirect(f"{reverse('login')}?next={quote(target)}")
        return site_login(request, extra_context)

    return login


def register(site: admin.AdminSite) -> None:
    site.register(GroupMapping, GroupMappingAdmin)
    site.register(IdentityEvent, IdentityEventAdmin)
    site.register(DirectoryGroup, DirectoryGroupAdmin)
    site.register(DirectoryAccount, DirectoryAccountAdmin)
    site.login = admin_login_redirect(site.login)
