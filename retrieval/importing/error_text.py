"""An import problem in the page's language (issue #41 item 2).

The readers (``retrieval.core.bundle``, ``retrieval.importing.files``) are plain Python and
say what is wrong as an English template with named values; each template has its Japanese
text here, which the English catalogue turns back into English. A template missing here is
shown as it is (English), never dropped.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from retrieval.core.bundle import BundleError

ERROR_TEXT = {
    "is missing": _("がありません。"),
    "must be a non-empty string": _("空でない文字列にしてください。"),
    "must be a string": _("文字列にしてください。"),
    "must be a date YYYY-MM-DD or null, got {value}": _(
        "日付 (YYYY-MM-DD) か null にしてください (指定された値: %(value)s)。"
    ),
    "is not a valid date YYYY-MM-DD: {value}": _("正しい日付 (YYYY-MM-DD) ではありません: %(value)s"),
    "must be a list of non-empty strings": _("空でない文字列のリストにしてください。"),
    "is before valid_from": _("valid_from (適用開始日) より前の日付です。"),
    "is missing (a version with no groups is readable by nobody; list them)": _(
        "がありません (グループのない版は誰も閲覧できません。閲覧できるグループを並べてください)。"
    ),
    "unknown group(s): {names}": _("登録されていないグループです: %(names)s"),
    "contains NUL characters (binary data, not text)": _(
        "NUL 文字を含んでいます (テキストではなくバイナリのデータです)。"
    ),
    "unknown metadata field (known: {known})": _("使えない項目です (使える項目: %(known)s)。"),
    "unknown metadata field": _("使えない項目です。"),
    "is given twice (first on line {first})": _("が2回指定されています (最初は %(first)s 行目)。"),
    "front matter must be 'key: value' lines": _("先頭のメタデータは「項目: 値」の行にしてください。"),
    "front matter lines must be 'key: value'": _("先頭のメタデータは「項目: 値」の行にしてください。"),
    "front matter must be YAML 'key: value' lines: {problem}": _(
        "先頭のメタデータは YAML の「項目: 値」の行にしてください: %(problem)s"
    ),
    "front matter starts with '---' but never ends": _(
        "先頭のメタデータが「---」で始まっていますが、終わりの「---」がありません。"
    ),
    "front matter starts with '---' but is longer than {max} characters": _(
        "先頭のメタデータが上限 (%(max)s 文字) を超えています。"
    ),
    "anchors and aliases (&name, *name) are not allowed in front matter": _(
        "先頭のメタデータではアンカーとエイリアス (&name, *name) は使えません。"
    ),
    "no metadata: add a front-matter block or a sidecar file {sidecar}": _(
        "メタデータがありません。先頭のメタデータか、別ファイル %(sidecar)s を付けてください。"
    ),
    "is not UTF-8 text": _("UTF-8 のテキストではありません。"),
    "malformed JSON ({error})": _("JSON として読めません (%(error)s)。"),
    "must be a JSON object": _("JSON オブジェクトにしてください。"),
    "each line must be a JSON object": _("各行を JSON オブジェクトにしてください。"),
    "file not found": _("ファイルが見つかりません。"),
    "refused by the database ({error})": _("データベースが受け付けませんでした (%(error)s)。"),
}


def error_text(exc: BundleError) -> str:
    """The problem's text in the active language."""
    text = ERROR_TEXT.get(exc.template)
    if text is None:
        return exc.message
    return str(text) % exc.params if exc.params else str(text)
