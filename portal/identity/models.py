"""What the company's directory says about people: its groups, the accounts it provisioned,
the admins' mapping from directory groups to Konkyo groups, and a record of every change.

Imported by ``portal.models`` (these are the portal app's models).
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.contrib.auth.models import Group
from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy
from django_scim.models import AbstractSCIMCommonAttributesMixin


class _ScimResource(AbstractSCIMCommonAttributesMixin):
    """A SCIM resource whose id is a random UUID (django-scim2 would use the row id, shared
    between users and groups and guessable)."""

    def set_scim_id(self, is_new):
        if is_new and not self.scim_id:
            self.scim_id = uuid.uuid4().hex
            type(self).objects.filter(pk=self.pk).update(scim_id=self.scim_id)

    class Meta:
        abstract = True


class DirectoryGroup(_ScimResource):
    """A group of the company's directory: a value of the ID token's groups claim, or a SCIM
    Group resource (its displayName). It grants nothing by itself; ``GroupMapping`` says
    which Konkyo groups its members get."""

    name = models.CharField(_("ディレクトリのグループ名"), max_length=255, unique=True)
    members = models.ManyToManyField(
        settings.AUTH_USER_MODEL, blank=True, related_name="directory_groups", verbose_name=_("メンバー")
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["name"]
        verbose_name = _("ディレクトリのグループ")
        verbose_name_plural = pgettext_lazy("複数", "ディレクトリのグループ")

    def __str__(self) -> str:
        return self.name


class DirectoryAccount(_ScimResource):
    """A user who comes from the directory: their OpenID Connect identity (issuer and
    subject, which never change, unlike names and e-mail addresses), their SCIM resource,
    and the Konkyo groups the directory gave them (so that a group it stops giving, or a
    mapping an admin deletes, is taken away again)."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="directory_account"
    )
    issuer = models.CharField(max_length=255, blank=True)
    subject = models.CharField(max_length=255, blank=True)
    granted_groups = models.ManyToManyField(Group, blank=True, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    last_login_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = _("ディレクトリのアカウント")
        verbose_name_plural = pgettext_lazy("複数", "ディレクトリのアカウント")
        constraints = [
            models.UniqueConstraint(
                fields=["issuer", "subject"],
                condition=~models.Q(subject=""),
                name="directory_account_one_per_identity",
            )
        ]

    def __str__(self) -> str:
        return f"{self.user} ({self.subject or self.scim_external_id or '—'})"


class GroupMapping(models.Model):
    """Members of a directory group get a Konkyo group: a reading group or a role.

    Set by admins; applied at every login and every SCIM change. A directory group with no
    mapping grants nothing. Mapping to the admin role needs ``portal.manage_admins``."""

    directory_value = models.CharField(
        _("ディレクトリのグループ"),
        max_length=255,
        help_text=_("ID トークンのグループ クレームの値、または SCIM のグループ名 (displayName)。"),
    )
    group = models.ForeignKey(
        Group, on_delete=models.CASCADE, related_name="directory_mappings", verbose_name=_("付与するグループ")
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["directory_value", "group__name"]
        verbose_name = _("グループの対応付け")
        verbose_name_plural = pgettext_lazy("複数", "グループの対応付け")
        constraints = [
            models.UniqueConstraint(fields=["directory_value", "group"], name="group_mapping_unique")
        ]

    def __str__(self) -> str:
        return f"{self.directory_value} → {self.group.name}"


class IdentityEvent(models.Model):
    """One sign-in, refusal, provisioning or mapping change: who, what, when."""

    class Kind(models.TextChoices):
        LOGIN = "login", _("ログイン")
        LOGIN_REFUSED = "login_refused", _("ログイン拒否")
        ACCOUNT_CREATED = "account_created", _("アカウント作成")
        ACCOUNT_UPDATED = "account_updated", _("アカウント更新")
        GROUPS_CHANGED = "groups_changed", _("グループ変更")
        DEACTIVATED = "deactivated", _("無効化")
        REACTIVATED = "reactivated", _("再有効化")
        DIRECTORY_GROUP_CHANGED = "directory_group_changed", _("ディレクトリのグループ変更")
        MAPPING_CHANGED = "mapping_changed", _("対応付けの変更")

    class Source(models.TextChoices):
        OIDC = "oidc", _("ID プロバイダー (ログイン)")
        SCIM = "scim", _("SCIM")
        ADMIN = "admin", _("管理画面")

    at = models.DateTimeField(_("日時"), auto_now_add=True, db_index=True)
    kind = models.CharField(_("種類"), max_length=30, choices=Kind.choices)
    source = models.CharField(_("経路"), max_length=10, choices=Source.choices)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("操作した人"),
    )
    target = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="identity_events",
        verbose_name=_("対象のユーザー"),
    )
    # The user name as it was, kept when the account is gone.
    target_name = models.CharField(_("対象"), max_length=255, blank=True)
    detail = models.JSONField(_("内容"), default=dict)

    class Meta:
        ordering = ["-at", "-pk"]
        verbose_name = _("ID 連携の記録")
        verbose_name_plural = pgettext_lazy("複数", "ID 連携の記録")
        default_permissions = ("view",)  # written by the code only

    def __str__(self) -> str:
        return f"{self.kind} {self.target_name} @ {self.at:%Y-%m-%d %H:%M}"
