"""Reading what a SCIM request says, before anything is written: the checks on single
values (text, booleans, user names, e-mail addresses), the paths and operations of a PATCH
request (``members[value eq "…"]``, ``name.givenName``, an extension schema's attributes),
and the ``UserState`` a User body or PATCH sets. Nothing here touches the database; the
adapters that write (``scim_adapters``) use these, and a value that fails is a SCIM 400.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.core.validators import EmailValidator
from django_scim import constants, exceptions

_PATH = re.compile(
    r"^(?:(?P<urn>urn:[^\[\]]*):)?(?P<attr>[A-Za-z][\w$-]*)"
    r"(?:\[(?P<filter>[^\]]*)\])?(?:\.(?P<sub>[A-Za-z][\w$-]*))?$"
)
_VALUE_EQ = re.compile(r'^\s*value\s+eq\s+"(?P<value>[^"]*)"\s*$', re.IGNORECASE)


def invalid(detail: str, scim_type: str = "invalidValue") -> exceptions.BadRequestError:
    return exceptions.BadRequestError(detail, scim_type=scim_type)


# Values -------------------------------------------------------------------------------


def _bool(value: Any, name: str) -> bool:
    """A boolean; also "True"/"False" as strings, which Microsoft Entra sends."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false"):
        return value.lower() == "true"
    raise invalid(f'"{name}" must be true or false')


def text_parse(value: Any, name: str, max_length: int, *, required: bool = False) -> str:
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise invalid(f'"{name}" must be a string')
    value = value.strip()
    if required and not value:
        raise invalid(f'"{name}" is required')
    if len(value) > max_length:
        raise invalid(f'"{name}" is longer than {max_length} characters')
    return value


def optional_parse(value: Any, name: str) -> str | None:
    return text_parse(value, name, 254) or None


def _username(value: Any) -> str:
    name = text_parse(value, "userName", 150, required=True)
    try:
        get_user_model().username_validator(name)
    except ValidationError as exc:
        raise invalid('"userName" may hold letters, digits and @ . + - _ only') from exc
    return name


def _email(value: Any) -> str:
    email = text_parse(value, "emails", 254)
    if email:
        try:
            EmailValidator()(email)
        except ValidationError as exc:
            raise invalid('"emails" holds an invalid address') from exc
    return email


def _email_of(emails: Any) -> str:
    """The primary address of a SCIM ``emails`` list (else its first); "" for none."""
    if emails is None or emails == []:
        return ""
    if isinstance(emails, dict):  # one object, as OneLogin sends it
        emails = [emails]
    if not isinstance(emails, list) or not all(isinstance(item, dict) for item in emails):
        raise invalid('"emails" must be a list of objects')
    chosen = next((item for item in emails if str(item.get("primary")).lower() == "true"), emails[0])
    return _email(chosen.get("value"))


# PATCH paths ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    """Where a PATCH operation applies: attribute and sub-attribute (lower case), the filter
    in brackets, and whether the path names another schema (an extension's)."""

    attr: str
    sub: str = ""
    filter: str = ""
    foreign: bool = False


def target_parse(path: Any, schema: str) -> Target:
    if not isinstance(path, str) or not (match := _PATH.match(path.strip())):
        raise invalid(f"unsupported path: {str(path)[:200]}", "invalidPath")
    urn = match["urn"]
    return Target(
        attr=match["attr"].lower(),
        sub=(match["sub"] or "").lower(),
        filter=match["filter"] or "",
        foreign=bool(urn) and urn.lower() != schema.lower(),
    )


def operations_parse(operations: Any, schema: str) -> list[tuple[str, Target, Any]]:
    """The (op, target, value) steps of a PATCH request, all parsed before any applies. An
    operation without a path carries an object whose keys are the paths."""
    if not isinstance(operations, list):
        raise invalid('"Operations" must be a list', "invalidSyntax")
    steps: list[tuple[str, Target, Any]] = []
    for operation in operations:
        if not isinstance(operation, dict):
            raise invalid("each operation must be an object", "invalidSyntax")
        op = str(operation.get("op", "")).lower()
        if op not in constants.VALID_PATCH_OPS:
            raise invalid(f'unknown PATCH op "{str(operation.get("op"))[:20]}"', "invalidSyntax")
        path, value = operation.get("path"), operation.get("value")
        if path:
            steps.append((op, target_parse(path, schema), value))
        elif op == "remove":
            raise invalid('"remove" needs a "path"', "noTarget")
        elif isinstance(value, dict):
            steps += [(op, target_parse(key, schema), item) for key, item in value.items()]
        else:
            raise invalid("an operation without a path needs an object value", "invalidSyntax")
    return steps


def value_eq_parse(filter_text: str) -> str | None:
    """The value a ``value eq "…"`` filter names (as in ``members[value eq "…"]``); None
    for any other filter."""
    match = _VALUE_EQ.match(filter_text)
    return match["value"] if match else None


# User state -----------------------------------------------------------------------------


@dataclass
class UserState:
    """What a SCIM User says about its account."""

    username: str = ""
    first_name: str = ""
    last_name: str = ""
    email: str = ""
    active: bool = True
    external_id: str | None = None


def user_state_from(doc: dict, current: UserState | None) -> UserState:
    """The state a POST or PUT body sets (PUT replaces; an absent ``active`` keeps it)."""
    name = doc.get("name") or {}
    if not isinstance(name, dict):
        raise invalid('"name" must be an object')
    name = {str(key).lower(): value for key, value in name.items()}
    if "active" in doc:
        active = _bool(doc["active"], "active")
    else:
        active = current.active if current else True
    return UserState(
        username=_username(doc.get("userName")),
        first_name=text_parse(name.get("givenname"), "name.givenName", 150),
        last_name=text_parse(name.get("familyname"), "name.familyName", 150),
        email=_email_of(doc.get("emails")),
        active=active,
        external_id=optional_parse(doc.get("externalId"), "externalId"),
    )


def _name_step(state: UserState, sub: str, value: Any, remove: bool) -> None:
    parts = {"givenname": "first_name", "familyname": "last_name"}
    if sub in parts:
        setattr(state, parts[sub], "" if remove else text_parse(value, f"name.{sub}", 150))
    elif not sub and remove:
        state.first_name = state.last_name = ""
    elif not sub:
        if not isinstance(value, dict):
            raise invalid('"name" must be an object')
        for key, item in value.items():
            if str(key).lower() in parts:
                _name_step(state, str(key).lower(), item, False)


def user_step(state: UserState, op: str, target: Target, value: Any) -> None:
    """Apply one PATCH step to a user's state."""
    remove = op == "remove"
    if target.foreign:
        return
    if target.attr in ("active", "username") and remove:
        raise invalid(f'"{target.attr}" cannot be removed', "mutability")
    if target.attr == "active":
        state.active = _bool(value, "active")
    elif target.attr == "username":
        state.username = _username(value)
    elif target.attr == "externalid":
        state.external_id = None if remove else optional_parse(value, "externalId")
    elif target.attr == "name":
        _name_step(state, target.sub, value, remove)
    elif target.attr == "emails":
        state.email = "" if remove else _email(value) if target.sub == "value" else _email_of(value)
