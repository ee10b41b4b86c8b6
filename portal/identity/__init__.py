"""Company sign-in (issue #42): OpenID Connect login, groups from the directory, SCIM 2.0
provisioning and deprovisioning, and the record of all of it.

- ``models``: directory groups and accounts, the admins' group mapping, identity events.
- ``directory``: applying directory groups through the mapping; deactivating an account.
- ``oidc``: the mozilla-django-oidc backend and views, with the checks the library leaves out.
- ``scim``: django-scim2 adapters and the bearer-token check of ``/scim/v2/``.
"""
