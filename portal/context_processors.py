from accounts.roles import ADMIN, EMPLOYEE, REVIEWER, has_role


def roles(request):
    user = getattr(request, "user", None)
    if user is None:
        return {}
    return {
        "is_employee": has_role(user, EMPLOYEE),
        "is_reviewer": has_role(user, REVIEWER),
        "is_admin_role": has_role(user, ADMIN),
    }
