"""Konkyo settings: one module, driven by environment variables.

With no DATABASE_URL / REDIS_URL it is the embedded default (SQLite, tasks run in
process); with them, PostgreSQL and Redis. KONKYO_ENV=production hardens everything and
refuses the development secret key.
"""

import hashlib
import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from portal.env import envbool, envint, envlist, envstr, install_secret

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(envstr("KONKYO_VAR_DIR", str(BASE_DIR / "var")))
VAR_DIR.mkdir(parents=True, exist_ok=True)

KONKYO_ENV = envstr("KONKYO_ENV", "development")
if KONKYO_ENV not in {"development", "production", "test"}:
    raise ImproperlyConfigured("KONKYO_ENV must be development, production or test")
PRODUCTION = KONKYO_ENV == "production"

# The development key earlier versions shipped: public, so production refuses it.
DEV_SECRET_KEY = "konkyo-development-only-secret-key-do-not-use-in-production"


def strong_secret(value: str) -> bool:
    """Long and varied enough to be a real secret (stricter than check --deploy's 50
    characters, 5 distinct): "a" * 60 or a short pattern repeated is refused."""
    return (
        len(value) >= 50
        and len(set(value)) >= 10
        and value != DEV_SECRET_KEY
        and not value.startswith("django-insecure-")
    )


SECRET_KEY = envstr("SECRET_KEY")
if PRODUCTION and not strong_secret(SECRET_KEY):
    raise ImproperlyConfigured(
        "KONKYO_ENV=production needs SECRET_KEY from the environment "
        "(at least 50 characters, at least 10 different ones, not the development key)"
    )
if not SECRET_KEY:
    # Outside production a random key generated once per install (VAR_DIR, mode 0600): a key
    # written in the repository would be known to everyone.
    SECRET_KEY = install_secret(VAR_DIR / "secret-key")

# Off unless DEBUG=1: the debug pages list every URL pattern and settings to anyone.
DEBUG = envbool("DEBUG", False)
if PRODUCTION and DEBUG:
    raise ImproperlyConfigured("DEBUG must be off in production")
ALLOWED_HOSTS = envlist(
    "ALLOWED_HOSTS", [] if PRODUCTION else ["127.0.0.1", "localhost", "[::1]", "testserver"]
)
CSRF_TRUSTED_ORIGINS = envlist("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    # runserver (make run) leaves /static/ to WhiteNoise as in production: Django's own
    # static handler answered /static/..%2f… with a 500 (SuspiciousFileOperation).
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "retrieval",
    "grading",
    "portal",
]

MIDDLEWARE = [
    "portal.middleware.ContentSecurityPolicyMiddleware",
    # Before the rest, so that answers from the middleware below (a 403, a redirect) get it too.
    "portal.middleware.NoStoreMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "portal.middleware.JapaneseFirstLocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # /scim/v2/ only: the bearer token, then the request runs as the SCIM service principal
    # (portal.identity.scim); before deny-by-default, which then lets that principal through.
    "portal.identity.scim.ScimTokenMiddleware",
    # Deny by default: every view needs a signed-in user unless marked @login_not_required
    # (the login pages, the language switch; DRF views answer 401/403 through their own auth).
    # Anonymous visitors go to LOGIN_URL, or for the admin's pages to the admin's login form.
    "django.contrib.auth.middleware.LoginRequiredMiddleware",
]

ROOT_URLCONF = "portal.urls"
WSGI_APPLICATION = "portal.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "portal.context_processors.roles",
            ],
        },
    },
]

DATABASE_URL = envstr("DATABASE_URL")
if DATABASE_URL:
    DATABASES = {"default": dj_database_url.parse(DATABASE_URL, conn_max_age=60)}
else:
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": envstr("SQLITE_PATH", str(BASE_DIR / "db.sqlite3")),
            # IMMEDIATE: a transaction takes the write lock when it begins, waiting up to the
            # timeout; a deferred one that reads first and then writes fails at once with
            # "database is locked" when another thread writes (the in-process pool's two threads).
            "OPTIONS": {"timeout": 20, "transaction_mode": "IMMEDIATE"},
            # A file, not memory, so the in-process task threads share the test database.
            "TEST": {"NAME": envstr("SQLITE_TEST_PATH", str(VAR_DIR / f"test-db-{os.getpid()}.sqlite3"))},
        }
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.Argon2PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]
if KONKYO_ENV == "test":
    # Test speed only; production and development hash with Argon2.
    PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
KONKYO_LOGIN_MAX_FAILURES = envint("KONKYO_LOGIN_MAX_FAILURES", 5)
KONKYO_LOGIN_LOCKOUT_SECONDS = envint("KONKYO_LOGIN_LOCKOUT_SECONDS", 15 * 60)
# Behind a reverse proxy, the header it puts the client address in (e.g. X-Forwarded-For);
# the lockout is per name and client address, and REMOTE_ADDR would be the proxy's.
KONKYO_CLIENT_ADDRESS_HEADER = envstr("KONKYO_CLIENT_ADDRESS_HEADER", "")
# Every login path (the login page, /admin/login/, any authenticate()) shares the lockout;
# sign-in with the company's identity provider goes through portal.identity.oidc.
AUTHENTICATION_BACKENDS = ["portal.login.LockoutBackend", "portal.identity.oidc.DirectoryBackend"]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "login"

# Company sign-in (issue #42; docs/identity.md). OpenID Connect, authorization code flow with
# PKCE, state and nonce, through mozilla-django-oidc; endpoints from the issuer's discovery
# document (fetched on first use) unless KONKYO_OIDC_*_ENDPOINT name them. Off while the
# issuer is unset: the embedded default signs in with local passwords only.
KONKYO_OIDC_ISSUER = envstr("KONKYO_OIDC_ISSUER").rstrip("/")
KONKYO_OIDC_CLIENT_ID = envstr("KONKYO_OIDC_CLIENT_ID")
KONKYO_OIDC_CLIENT_SECRET_FILE = envstr("KONKYO_OIDC_CLIENT_SECRET_FILE")
OIDC_RP_CLIENT_ID = KONKYO_OIDC_CLIENT_ID
OIDC_RP_CLIENT_SECRET = (
    Path(KONKYO_OIDC_CLIENT_SECRET_FILE).read_text(encoding="utf-8").strip()
    if KONKYO_OIDC_CLIENT_SECRET_FILE
    else ""
)
if KONKYO_OIDC_ISSUER and not (KONKYO_OIDC_CLIENT_ID and OIDC_RP_CLIENT_SECRET):
    raise ImproperlyConfigured(
        "KONKYO_OIDC_ISSUER needs KONKYO_OIDC_CLIENT_ID and KONKYO_OIDC_CLIENT_SECRET_FILE (a file holding the secret)"
    )
if PRODUCTION and KONKYO_OIDC_ISSUER and not KONKYO_OIDC_ISSUER.startswith("https://"):
    raise ImproperlyConfigured("KONKYO_OIDC_ISSUER must be an https:// URL in production")
OIDC_RP_SCOPES = envstr("KONKYO_OIDC_SCOPES", "openid email profile groups")
OIDC_RP_SIGN_ALGO = envstr("KONKYO_OIDC_SIGN_ALGO", "RS256")
OIDC_OP_AUTHORIZATION_ENDPOINT = envstr("KONKYO_OIDC_AUTHORIZATION_ENDPOINT")
OIDC_OP_TOKEN_ENDPOINT = envstr("KONKYO_OIDC_TOKEN_ENDPOINT")
OIDC_OP_USER_ENDPOINT = envstr("KONKYO_OIDC_USERINFO_ENDPOINT")
OIDC_OP_JWKS_ENDPOINT = envstr("KONKYO_OIDC_JWKS_ENDPOINT")
OIDC_USE_PKCE = True
OIDC_USE_NONCE = True
OIDC_TIMEOUT = envint("KONKYO_OIDC_TIMEOUT", 10)
OIDC_CREATE_USER = True
OIDC_AUTHENTICATION_CALLBACK_URL = "oidc_authentication_callback"
# The claim that carries the directory's groups, and the one that names the account.
KONKYO_OIDC_GROUPS_CLAIM = envstr("KONKYO_OIDC_GROUPS_CLAIM", "groups")
KONKYO_OIDC_USERNAME_CLAIM = envstr("KONKYO_OIDC_USERNAME_CLAIM", "preferred_username")
# The claim whose value is the SCIM externalId of the same person, so that the first sign-in
# of an account SCIM provisioned finds it (Okta: sub; Microsoft Entra ID: oid).
KONKYO_OIDC_LINK_CLAIM = envstr("KONKYO_OIDC_LINK_CLAIM", "sub")
# Local passwords (the login form, /admin/login/, the API's session login): on by default,
# KONKYO_LOCAL_LOGIN=0 switches them off once everyone signs in through the company.
KONKYO_LOCAL_LOGIN = envbool("KONKYO_LOCAL_LOGIN", True)
if not KONKYO_LOCAL_LOGIN and not KONKYO_OIDC_ISSUER:
    raise ImproperlyConfigured("KONKYO_LOCAL_LOGIN=0 needs KONKYO_OIDC_ISSUER: nobody could sign in")
# SCIM 2.0 (/scim/v2/): off unless a file holds the bearer token the identity provider sends.
KONKYO_SCIM_TOKEN_FILE = envstr("KONKYO_SCIM_TOKEN_FILE")
KONKYO_SCIM_TOKEN = (
    Path(KONKYO_SCIM_TOKEN_FILE).read_text(encoding="utf-8").strip() if KONKYO_SCIM_TOKEN_FILE else ""
)
if KONKYO_SCIM_TOKEN_FILE and len(KONKYO_SCIM_TOKEN) < 32:
    raise ImproperlyConfigured(f"{KONKYO_SCIM_TOKEN_FILE} must hold a token of at least 32 characters")
# django-scim2 (portal.identity.scim): Users are directory accounts, Groups directory groups;
# resource locations name KONKYO_SCIM_NETLOC (default: the first ALLOWED_HOSTS entry).
KONKYO_SCIM_NETLOC = envstr(
    "KONKYO_SCIM_NETLOC", next((host.lstrip(".") for host in ALLOWED_HOSTS if host != "*"), "")
)
if KONKYO_SCIM_TOKEN and not KONKYO_SCIM_NETLOC:
    raise ImproperlyConfigured("SCIM needs KONKYO_SCIM_NETLOC (the host name the identity provider calls)")
SCIM_SERVICE_PROVIDER = {
    "NETLOC": KONKYO_SCIM_NETLOC or "localhost",
    "SCHEME": "https" if PRODUCTION else "http",
    "AUTHENTICATION_SCHEMES": [
        {
            "type": "oauthbearertoken",
            "name": "OAuth Bearer Token",
            "description": "The bearer token of KONKYO_SCIM_TOKEN_FILE",
            "specUri": "https://www.rfc-editor.org/info/rfc6750",
            "primary": True,
        }
    ],
    "WWW_AUTHENTICATE_HEADER": "Bearer",
    "USER_MODEL_GETTER": "portal.identity.scim.account_model",
    "USER_ADAPTER": "portal.identity.scim_adapters.DirectoryUserAdapter",
    "USER_FILTER_PARSER": "portal.identity.scim.UserFilter",
    "GROUP_MODEL": "portal.identity.models.DirectoryGroup",
    "GROUP_ADAPTER": "portal.identity.scim_adapters.DirectoryGroupAdapter",
    "GROUP_FILTER_PARSER": "portal.identity.scim.GroupFilter",
    "SERVICE_PROVIDER_CONFIG_MODEL": "portal.identity.scim.ServiceProviderConfig",
    "GET_EXTRA_MODEL_EXCLUDE_KWARGS_GETTER": "portal.identity.scim.unlinked_excluded",
    "GET_IS_AUTHENTICATED_PREDICATE": "portal.identity.scim.is_scim_service",
    "AUTH_CHECK_MIDDLEWARE": "portal.identity.scim.ScimAuthCheck",
}

LANGUAGE_CODE = "ja"
LANGUAGES = [("ja", "日本語"), ("en", "English")]  # each in its own language
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = "Asia/Tokyo"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
# WhiteNoise serves the apps' static folders directly outside production, so `make run`
# (runserver, DEBUG off, no collectstatic) has its CSS; production serves STATIC_ROOT.
WHITENOISE_USE_FINDERS = not PRODUCTION
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if PRODUCTION
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}

# Security headers and cookies; production turns on the HTTPS-only parts.
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_HTTPONLY = False
# Scripts from this site or inline with the request's nonce only ({nonce}, portal.middleware);
# inline styles stay allowed (style attributes), images may be data: URIs (the plots).
KONKYO_CSP = envstr(
    "KONKYO_CSP",
    "default-src 'self'; script-src 'self' 'nonce-{nonce}'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
)
if PRODUCTION:
    SECURE_SSL_REDIRECT = envbool("SECURE_SSL_REDIRECT", True)
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = envint("SECURE_HSTS_SECONDS", 31536000)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True

# Celery: Redis as broker when REDIS_URL is set; otherwise tasks run in this process.
REDIS_URL = envstr("REDIS_URL")
# The cache (login throttling) is shared by all web processes through Redis in production.
CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": REDIS_URL,
        "KEY_PREFIX": "konkyo-cache",
    }
    if REDIS_URL
    else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
}
KONKYO_TASKS_IN_PROCESS = not REDIS_URL
# The index arrays the processes of one machine share (retrieval.shared_index): where they are
# written (default VAR_DIR/index) and whether they are shared at all (off: each process keeps
# its own arrays in memory).
KONKYO_INDEX_DIR = envstr("KONKYO_INDEX_DIR", str(VAR_DIR / "index"))
KONKYO_SHARED_INDEX = envbool("KONKYO_SHARED_INDEX", True)
# Fair sharing of the workers: at most this many questions of one user run at once (the
# in-process pool and every Celery worker together); another of theirs waits
# KONKYO_BUSY_RETRY_SECONDS and is tried again, so one person's burst never takes every worker.
KONKYO_USER_CONCURRENCY = envint("KONKYO_USER_CONCURRENCY", 1)
if KONKYO_USER_CONCURRENCY < 1:
    raise ImproperlyConfigured("KONKYO_USER_CONCURRENCY must be at least 1")
KONKYO_BUSY_RETRY_SECONDS = float(envstr("KONKYO_BUSY_RETRY_SECONDS", "0.5"))
TASK_SOFT_TIME_LIMIT = envint("KONKYO_TASK_SOFT_TIME_LIMIT", 120)
TASK_HARD_TIME_LIMIT = envint("KONKYO_TASK_HARD_TIME_LIMIT", 150)
# One question's model time (the answerability reader's, the reranker's and the query
# encoder's batches together, retrieval.core.model_budget): a question past it ends with a
# timed_out hold at its next batch, well before the soft limit would stop it.
# Unset: 20 s, or just under a shorter soft limit (a worker started with a 9 s soft limit).
KONKYO_MODEL_BUDGET_SECONDS = envint("KONKYO_MODEL_BUDGET_SECONDS", max(1, min(20, TASK_SOFT_TIME_LIMIT - 1)))
if not 0 < KONKYO_MODEL_BUDGET_SECONDS < TASK_SOFT_TIME_LIMIT:
    raise ImproperlyConfigured(
        "KONKYO_MODEL_BUDGET_SECONDS must be more than 0 and less than the soft time limit "
        f"(KONKYO_TASK_SOFT_TIME_LIMIT, {TASK_SOFT_TIME_LIMIT} s), got {KONKYO_MODEL_BUDGET_SECONDS}"
    )
# Longer than the hard limit, or a running task is delivered twice (celery #2599, #5935);
# set in both places Celery reads it (celery #9339).
VISIBILITY_TIMEOUT = envint("KONKYO_VISIBILITY_TIMEOUT", TASK_HARD_TIME_LIMIT * 4)
if VISIBILITY_TIMEOUT <= TASK_HARD_TIME_LIMIT:
    raise ImproperlyConfigured("KONKYO_VISIBILITY_TIMEOUT must exceed the hard time limit")
CELERY_BROKER_URL = REDIS_URL or "memory://localhost/"
CELERY_RESULT_BACKEND = None
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_ALWAYS_EAGER = KONKYO_TASKS_IN_PROCESS
CELERY_TASK_EAGER_PROPAGATES = False
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# A pool process loads the models and the index before it reports "up" (portal.warmup, on
# worker_process_init); Celery SIGKILLs a *replacement* process (after a child died: hard
# time limit, OOM, kill) that is not up within worker_proc_alive_timeout (default 4 s), so
# a longer warm-up would be killed and restarted forever.
CELERY_WORKER_PROC_ALIVE_TIMEOUT = float(envint("KONKYO_WORKER_START_TIMEOUT", 300))
CELERY_TASK_SOFT_TIME_LIMIT = TASK_SOFT_TIME_LIMIT
CELERY_TASK_TIME_LIMIT = TASK_HARD_TIME_LIMIT
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": VISIBILITY_TIMEOUT}
CELERY_RESULT_BACKEND_TRANSPORT_OPTIONS = {"visibility_timeout": VISIBILITY_TIMEOUT}
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_TIMEZONE = TIME_ZONE
# The beat sweeper: how often it runs, and how long a question may sit queued (a publish lost
# with a broker restart) before it re-publishes it.
KONKYO_SWEEP_INTERVAL = envint("KONKYO_SWEEP_INTERVAL", 30)
KONKYO_SWEEP_STUCK_AFTER = envint("KONKYO_SWEEP_STUCK_AFTER", 60)
CELERY_BEAT_SCHEDULE = {
    "sweep-stuck-questions": {
        "task": "portal.tasks.sweep_stuck_questions",
        "schedule": float(KONKYO_SWEEP_INTERVAL),
    },
}

# Models: everything offline, cached under KONKYO_MODEL_CACHE.
KONKYO_MODEL_CACHE = envstr("KONKYO_MODEL_CACHE", str(Path.home() / ".cache" / "konkyo" / "models"))
KONKYO_DENSE_ENABLED = envbool("KONKYO_DENSE_ENABLED", True)
# "konkyo" = the shipped Japanese cross-encoder (rebuilt offline into the model cache);
# any other value is a sentence-transformers CrossEncoder folder; "" or "none" = no reranker.
KONKYO_RERANKER = envstr("KONKYO_RERANKER", "konkyo")
# torch threads per process that runs models: a Celery pool process gets
# cores // worker concurrency unless this is set; the embedded default uses every core.
KONKYO_TORCH_THREADS = envint("KONKYO_TORCH_THREADS", 0)
# How the answerability model runs: "onnx-int8" (default) = its ONNX export with int8 weights in
# ONNX Runtime (made in the model cache on first use or by `manage.py export_reader_onnx`;
# retrieval/answering/onnx_int8.py; the default gate (v10) was adopted on its decisions),
# "onnx" = the fp32 export, "torch" = PyTorch (the training path). Same threads either way.
KONKYO_READER_RUNTIME = envstr("KONKYO_READER_RUNTIME", "onnx-int8").strip().lower()
if KONKYO_READER_RUNTIME not in {"onnx", "onnx-int8", "torch"}:
    raise ImproperlyConfigured("KONKYO_READER_RUNTIME must be onnx, onnx-int8 or torch")
KONKYO_FALLBACK_CONTACT = envstr("KONKYO_FALLBACK_CONTACT", "総務部 規程管理窓口")

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        # Token first so that unauthenticated requests get 401 with WWW-Authenticate.
        "portal.tokens.ExpiringTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 20,
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_THROTTLE_CLASSES": [
        "rest_framework.throttling.UserRateThrottle",
        "rest_framework.throttling.AnonRateThrottle",
    ],
    "DEFAULT_THROTTLE_RATES": {
        "user": envstr("KONKYO_USER_THROTTLE", "600/hour"),
        "anon": envstr("KONKYO_ANON_THROTTLE", "60/hour"),
        "questions": envstr("KONKYO_QUESTION_THROTTLE", "120/hour"),
    },
    # JSON errors for over-deep and over-large bodies (see portal/api_errors.py).
    "DEFAULT_PARSER_CLASSES": [
        "portal.api_errors.JSONParser",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    "EXCEPTION_HANDLER": "portal.api_errors.exception_handler",
}
# The decision log's chain is an HMAC with this key (not in the database). In production,
# empty: derived from SECRET_KEY; elsewhere, empty: a random key generated once per install
# (VAR_DIR, mode 0600), never one derived from a key in the repository. Its head is appended
# to the anchor file after every decision (empty: the application log only); keep the file
# where the database's users cannot rewrite it.
KONKYO_DECISION_LOG_KEY = envstr("KONKYO_DECISION_LOG_KEY", "")
if PRODUCTION and KONKYO_DECISION_LOG_KEY and not strong_secret(KONKYO_DECISION_LOG_KEY):
    raise ImproperlyConfigured(
        "KONKYO_DECISION_LOG_KEY must be at least 50 characters with at least 10 different ones"
    )
if not PRODUCTION and not KONKYO_DECISION_LOG_KEY:
    KONKYO_DECISION_LOG_KEY = install_secret(VAR_DIR / "decision-log-key")
# The default file is per database, so a benchmark's or another checkout's database never
# shares an anchor with this one.
_DATABASE_IDENTITY = str(DATABASE_URL or DATABASES["default"]["NAME"])
_ANCHOR_NAME = "decision-log-" + hashlib.sha256(_DATABASE_IDENTITY.encode()).hexdigest()[:12] + ".anchor"
KONKYO_DECISION_LOG_ANCHOR = envstr(
    "KONKYO_DECISION_LOG_ANCHOR",
    "" if KONKYO_ENV == "test" else str(VAR_DIR / _ANCHOR_NAME),
)
# API tokens stop working this many days after they were issued; users revoke or reissue
# theirs on /account/token/.
KONKYO_API_TOKEN_DAYS = envint("KONKYO_API_TOKEN_DAYS", 30)
if KONKYO_API_TOKEN_DAYS < 1:
    raise ImproperlyConfigured("KONKYO_API_TOKEN_DAYS must be at least 1")
SPECTACULAR_SETTINGS = {
    "TITLE": "Konkyo API",
    "DESCRIPTION": "根拠のある社内規程 Q&A の API",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SERVE_PERMISSIONS": ["rest_framework.permissions.IsAuthenticated"],
    # Swagger UI served from this site (no CDN: the portal runs offline).
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": envstr("LOG_LEVEL", "INFO")},
}
