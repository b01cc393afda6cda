"""Pydantic models, written the way a FastAPI project usually writes them: Optional fields default to None
and are serialised as null unless the app turns exclude_none on."""
from datetime import datetime
from typing import Any, Dict, List, Optional

from pydantic import BaseModel, Extra, Field, constr


class Token(BaseModel):
    access_token: str
    token_type: str = "bearer"


class User(BaseModel):
    id: int
    username: str
    email: str
    full_name: Optional[str] = None
    is_active: bool = True
    is_superuser: bool = True


class Message(BaseModel):
    message: str


class NicheFields(BaseModel):
    description: Optional[str] = None
    keywords: Optional[str] = None
    external_api_key: Optional[str] = None
    google_tag_id: Optional[str] = None
    ga_id: Optional[str] = None
    gtm_id: Optional[str] = None
    google_ads_id: Optional[str] = None
    adsense_client_id: Optional[str] = None
    gsc_verification_id: Optional[str] = None
    default_tone: Optional[str] = None
    client_id: Optional[str] = None
    client_secret: Optional[str] = None
    mercado: Optional[str] = None
    vercel_data: Optional[str] = None
    website_content_generated: Optional[str] = None


# Affiliate tags as the marketplace accepts them; anything else is a 422 with a detail list.
AffiliateTag = constr(strip_whitespace=True, min_length=1, regex=r"^[A-Za-z0-9_-]+$")


class NicheCreate(NicheFields):
    name: constr(strip_whitespace=True, min_length=1)
    affiliate_tag: AffiliateTag
    slug: Optional[str] = None
    is_active: Optional[bool] = True


class NicheUpdate(NicheFields):
    name: Optional[constr(strip_whitespace=True, min_length=1)] = None
    affiliate_tag: Optional[AffiliateTag] = None
    slug: Optional[str] = None
    is_active: Optional[bool] = None


class Niche(NicheFields):
    id: int
    name: str
    slug: str
    affiliate_tag: Optional[str] = None
    is_active: Optional[bool] = None
    created_at: datetime
    updated_at: Optional[datetime] = None
    # Derived: filled by the list endpoint only.
    product_count: Optional[int] = None
    has_generated_content: Optional[bool] = None


class RenamedNiche(Niche):
    """The `renamed-field` break: `name` goes out as `title`, in the answers and in the OpenAPI."""

    name: str = Field(..., alias="title")

    class Config:
        allow_population_by_field_name = True


class StringIdNiche(Niche):
    """The `string-id` break: the niche's id goes out as text."""

    id: str


class NicheRef(BaseModel):
    id: int
    name: str
    slug: str


class ProductCreate(BaseModel):
    amazon_url: constr(strip_whitespace=True, min_length=1, regex=r"^https?://(www\.)?amazon\.")
    custom_tone: Optional[str] = None


class ProductUpdate(BaseModel):
    amazon_url: Optional[constr(strip_whitespace=True, min_length=1, regex=r"^https?://(www\.)?amazon\.")] = None
    custom_tone: Optional[str] = None


class Product(BaseModel):
    id: int
    amazon_url: str
    asin: Optional[str] = None
    name: Optional[str] = None
    niche_id: int
    niche_name: Optional[str] = None
    niche_slug: Optional[str] = None
    # Embedded by the global list only.
    niche: Optional[NicheRef] = None
    custom_tone: Optional[str] = None
    generation_status: str = "pending"
    product_name: Optional[str] = None
    content_title: Optional[str] = None
    error_message: Optional[str] = None
    created_at: datetime
    updated_at: Optional[datetime] = None


class ImportItem(BaseModel):
    amazon_url: str


class ImportRequest(BaseModel):
    products: List[ImportItem]


class ImportFailure(BaseModel):
    amazon_url: str
    reason: str


class ImportResult(BaseModel):
    successfully_imported: int
    failed_imports: int
    errors: List[ImportFailure] = []


class GenerationQueued(BaseModel):
    task_id: str


class ContentMetadata(BaseModel):
    meta_title: Optional[str] = None
    meta_description: Optional[str] = None
    keywords: Optional[List[str]] = None
    seo_score: Optional[int] = None
    og_image_url: Optional[str] = None


class ProductContent(BaseModel):
    id: int
    product_id: int
    title: Optional[str] = None
    content: str
    version: int
    generated_at: datetime
    content_metadata: Optional[ContentMetadata] = None


class CatalogCreate(BaseModel):
    name: constr(strip_whitespace=True, min_length=1)
    description: Optional[str] = None
    images: List[str] = []
    github_url: Optional[str] = None


class CatalogUpdate(BaseModel):
    name: Optional[constr(strip_whitespace=True, min_length=1)] = None
    description: Optional[str] = None
    images: Optional[List[str]] = None
    github_url: Optional[str] = None
    is_active: Optional[bool] = None


class CatalogItem(BaseModel):
    id: int
    name: str
    slug: str
    description: Optional[str] = None
    images: List[str] = []
    github_url: Optional[str] = None
    is_active: bool = True
    created_at: datetime
    updated_at: Optional[datetime] = None


class UploadedFile(BaseModel):
    id: str
    url: str
    filename: Optional[str] = None


class UploadResult(BaseModel):
    files: List[UploadedFile]
    message: str


class ApiClientCreate(BaseModel):
    name: constr(strip_whitespace=True, min_length=1)
    description: Optional[str] = None
    scopes: List[str] = ["admin"]


class ApiClientUpdate(BaseModel):
    name: Optional[constr(strip_whitespace=True, min_length=1)] = None
    description: Optional[str] = None
    scopes: Optional[List[str]] = None
    is_active: Optional[bool] = None


class ApiClient(BaseModel):
    id: int
    name: str
    description: Optional[str] = None
    scopes: List[str] = []
    is_active: bool = True
    client_id: str
    created_at: datetime
    updated_at: Optional[datetime] = None
    last_used_at: Optional[datetime] = None
    request_count: Optional[int] = None


class ApiClientCreated(ApiClient):
    client_secret: str


class DailyUsage(BaseModel):
    date: str
    requests: int
    errors: int


class ApiClientStats(BaseModel):
    id: int
    client_id: str
    days: int
    total_requests: int
    total_errors: int
    daily: List[DailyUsage]


class ApiClientsOverview(BaseModel):
    total_clients: int
    active_clients: int
    inactive_clients: int
    total_requests: int
    requests_last_30_days: int
    window_days: int = 30


class AutomationStart(BaseModel):
    """The wizard's data; only what the automation uses is checked, the rest is kept."""

    market: Dict[str, Any]
    name: constr(strip_whitespace=True, min_length=3)
    slug: constr(strip_whitespace=True, min_length=1)
    affiliateTag: constr(strip_whitespace=True, min_length=1)
    tone: str
    project: Dict[str, Any]
    apiKey: Optional[Dict[str, Any]] = None
    apiClient: Optional[Dict[str, Any]] = None
    googleData: Optional[Dict[str, Any]] = None

    class Config:
        extra = Extra.allow


class AutomationStarted(BaseModel):
    task_id: str
    message: str


class AutomationStatus(BaseModel):
    task_id: str
    status: str
    niche_slug: Optional[str] = None
    step: int = 0
    total: int = 4
    message: Optional[str] = None
    error: Optional[str] = None
    niche_id: Optional[int] = None
    started_at: datetime
    finished_at: Optional[datetime] = None


class ApiKeyCreate(BaseModel):
    name: constr(strip_whitespace=True, min_length=1)
    email: constr(strip_whitespace=True, regex=r"^[^@\s]+@[^@\s]+$")


class ApiKey(BaseModel):
    key: str
    name: str
    email: str
    is_active: bool = True
    created_at: datetime
    last_used_at: Optional[datetime] = None


class ForceGenerate(BaseModel):
    url: str
    affiliate_tag: str
    tone: str
    language: str
    marketplace_domain: str


class ForceGenerated(BaseModel):
    success: bool


class VercelData(BaseModel):
    class Config:
        extra = Extra.allow


class Fault(BaseModel):
    method: str
    path: str
    status: int
    detail: Optional[Any] = None
    times: int = Field(1, ge=1)
