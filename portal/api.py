"""REST API: one view per operation, input/output serializers, deny by default."""

from __future__ import annotations

from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import RegexValidator
from django.db.models import Prefetch
from django.urls import reverse
from drf_spectacular.utils import (
    OpenApiResponse,
    extend_schema,
    extend_schema_field,
    extend_schema_view,
    inline_serializer,
)
from rest_framework import generics, serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.exceptions import ValidationError as ApiValidationError
from rest_framework.permissions import BasePermission, IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.roles import EMPLOYEE, has_role
from portal import answers, dispatch, feedback, question_input
from portal.api_errors import JSONParser
from portal.models import Feedback, Question
from portal.throttles import QuestionRateThrottle
from retrieval import selectors


class IsEmployee(BasePermission):
    message = "この操作には社員 (employee) の役割が必要です。"

    def has_permission(self, request, view) -> bool:
        return has_role(request.user, EMPLOYEE)


class FeedbackOutput(serializers.ModelSerializer):
    class Meta:
        model = Feedback
        fields = ["helpful", "comment", "created_at", "updated_at"]


class QuestionOutput(serializers.ModelSerializer):
    url = serializers.SerializerMethodField()
    feedback = serializers.SerializerMethodField()

    class Meta:
        model = Question
        fields = [
            "id",
            "url",
            "question",
            "state",
            "stage",
            "reference_date",
            "reference_date_source",
            "user_date",
            "created_at",
            "finished_at",
            "response",
            "feedback",
        ]

    question = serializers.CharField(source="text")

    @extend_schema_field(FeedbackOutput(allow_null=True))
    def get_feedback(self, obj: Question):
        """The caller's own feedback on the question (questions here are the caller's own)."""
        request = self.context.get("request")
        user_id = request.user.pk if request is not None else None
        own = [f for f in obj.feedback.all() if f.user_id == user_id]
        return FeedbackOutput(own[0]).data if own else None

    def get_url(self, obj: Question) -> str:
        return reverse("api-question-detail", args=[obj.pk])

    def to_representation(self, obj: Question):
        data = super().to_representation(obj)
        readable = self.context.get("readable")
        if readable is None:
            request = self.context.get("request")
            user = request.user if request is not None else None
            readable = answers.readable_version_ids(user=user, questions=[obj]) if user else set()
        data["response"] = answers.response_for_reader(obj, readable=readable)
        return data


class StrictCharField(serializers.CharField):
    """Only a JSON string is text (DRF's CharField turns the number 42 into "42")."""

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictBooleanField(serializers.BooleanField):
    """Only JSON true / false (DRF's BooleanField also takes "yes", "0", 1…)."""

    def to_internal_value(self, data):
        if not isinstance(data, bool):
            self.fail("invalid", input=data)
        return data


class QuestionInput(serializers.Serializer):
    # portal.question_input's rules and messages; the length and the pattern also put them
    # into the schema (clients and fuzzers see them).
    question = StrictCharField(
        max_length=question_input.MAX_LENGTH,
        allow_blank=False,
        trim_whitespace=True,
        validators=[RegexValidator(question_input.PATTERN, message=question_input.CONTROL_MESSAGE)],
        error_messages={
            "required": question_input.BLANK_MESSAGE,
            "blank": question_input.BLANK_MESSAGE,
            "max_length": question_input.TOO_LONG_MESSAGE,
        },
    )
    reference_date = serializers.DateField(
        required=False, allow_null=True, error_messages={"invalid": question_input.DATE_INVALID_MESSAGE}
    )

    def validate_question(self, value: str) -> str:
        return _django_rule(question_input.question_text_clean, value)

    def validate_reference_date(self, value):
        return _django_rule(question_input.user_date_clean, value)


def _django_rule(rule, value):
    """A question_input rule, its Django ValidationError as the API's (same message)."""
    try:
        return rule(value)
    except DjangoValidationError as exc:
        raise ApiValidationError(exc.messages) from None


@extend_schema_view(
    get=extend_schema(
        responses={200: QuestionOutput(many=True), 404: OpenApiResponse(description="不正なページです")}
    )
)
class QuestionsApi(generics.ListAPIView):
    """GET lists the caller's own questions (paginated); POST asks a new one (202)."""

    permission_classes = [IsAuthenticated, IsEmployee]
    serializer_class = QuestionOutput

    def get_throttles(self):
        if self.request.method == "POST":
            return [QuestionRateThrottle()]  # shared with the ask form
        return super().get_throttles()

    def get_queryset(self):
        return (
            Question.objects.filter(user=self.request.user)
            .select_related("decision")
            .prefetch_related(Prefetch("feedback", queryset=Feedback.objects.filter(user=self.request.user)))
            .order_by("-created_at", "-pk")
        )

    def list(self, request, *args, **kwargs):
        page = self.paginate_queryset(self.filter_queryset(self.get_queryset()))
        readable = answers.readable_version_ids(user=request.user, questions=page)
        context = {**self.get_serializer_context(), "readable": readable}
        serializer = self.get_serializer(page, many=True, context=context)
        return self.get_paginated_response(serializer.data)

    @extend_schema(
        request=QuestionInput,
        responses={
            202: QuestionOutput,
            400: OpenApiResponse(description="入力エラー"),
            413: OpenApiResponse(description="リクエストが大きすぎます"),
            415: OpenApiResponse(description="対応していない Content-Type"),
        },
    )
    def post(self, request):
        data = QuestionInput(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            question = dispatch.question_submit(
                user=request.user,
                text=data.validated_data["question"],
                user_date=data.validated_data.get("reference_date"),
            )
        except DjangoValidationError as exc:
            raise ApiValidationError(exc.message_dict) from None
        body = QuestionOutput(question, context={"request": request}).data
        return Response(body, status=status.HTTP_202_ACCEPTED, headers={"Location": body["url"]})


@extend_schema_view(
    get=extend_schema(
        responses={200: QuestionOutput, 404: OpenApiResponse(description="存在しないか他の利用者の質問です")}
    )
)
class QuestionDetailApi(generics.RetrieveAPIView):
    permission_classes = [IsAuthenticated, IsEmployee]
    serializer_class = QuestionOutput

    def get_queryset(self):
        # Another user's question is indistinguishable from a nonexistent one.
        return Question.objects.filter(user=self.request.user).select_related("decision")


class FeedbackInput(serializers.Serializer):
    helpful = StrictBooleanField(
        error_messages={
            "required": "helpful (役に立った: true / 間違っている: false) を指定してください。",
            "invalid": "helpful は true か false で指定してください。",
        }
    )
    comment = StrictCharField(
        required=False,
        allow_blank=True,
        trim_whitespace=True,
        max_length=feedback.COMMENT_MAX_LENGTH,
        validators=[
            RegexValidator(
                r"^[^\x00-\x08\x0b\x0c\x0e-\x1f]*$", message="コメントに制御文字が含まれています。"
            )
        ],
    )


class QuestionFeedbackApi(APIView):
    """POST gives or changes the caller's feedback on their own finished question.

    JSON only: ``helpful`` is a JSON boolean, which a form body cannot carry (its "true" is a
    string), so the schema offers application/json alone and other bodies get 415."""

    permission_classes = [IsAuthenticated, IsEmployee]
    parser_classes = [JSONParser]

    @extend_schema(
        request=FeedbackInput,
        responses={
            200: FeedbackOutput,
            400: OpenApiResponse(description="入力エラー"),
            404: OpenApiResponse(description="存在しないか他の利用者の質問です"),
            409: OpenApiResponse(description="回答・保留がまだ出ていません (question を名指し)"),
            415: OpenApiResponse(description="対応していない Content-Type (JSON のみ)"),
        },
    )
    def post(self, request, pk: int):
        # Another user's question is indistinguishable from a nonexistent one.
        question = Question.objects.filter(user=request.user, pk=pk).select_related("decision").first()
        if question is None:
            raise NotFound("見つかりません。")
        data = FeedbackInput(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            given = feedback.feedback_give(
                question=question,
                user=request.user,
                helpful=data.validated_data["helpful"],
                comment=data.validated_data.get("comment", ""),
            )
        except DjangoValidationError as exc:
            if set(exc.message_dict) == {"question"}:  # valid input, the question not final yet
                return Response(exc.message_dict, status=status.HTTP_409_CONFLICT)
            raise ApiValidationError(exc.message_dict) from None
        return Response(FeedbackOutput(given).data)


class VersionReadApi(APIView):
    permission_classes = [IsAuthenticated, IsEmployee]

    @extend_schema(
        responses={
            200: inline_serializer(
                "VersionRead",
                {
                    "id": serializers.IntegerField(),
                    "doc_id": serializers.CharField(),
                    "version": serializers.CharField(),
                    "title": serializers.CharField(),
                    "valid_from": serializers.DateField(allow_null=True),
                    "valid_to": serializers.DateField(allow_null=True),
                    "owner": serializers.CharField(),
                    "contact": serializers.CharField(),
                    "passages": serializers.ListField(child=serializers.DictField()),
                },
            ),
            404: OpenApiResponse(description="存在しないか閲覧できません"),
        }
    )
    def get(self, request, pk: int):
        version = selectors.version_for_reader(user=request.user, version_pk=pk)
        if version is None:
            raise NotFound("見つかりません。")
        return Response(
            {
                "id": version.pk,
                "doc_id": version.document.doc_id,
                "version": version.label,
                "title": version.title,
                "valid_from": version.valid_from,
                "valid_to": version.valid_to,
                "owner": version.owner,
                "contact": version.contact,
                "passages": [
                    {"id": p.pk, "position": p.position, "heading_path": p.heading_path, "text": p.text}
                    for p in version.passages.all()
                ],
            }
        )
