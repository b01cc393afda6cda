"""In-memory state of the reference upstream, with a seed big enough to page (a niche with more than 100 products)."""
import re
import secrets
import unicodedata
from datetime import datetime, timedelta
from typing import Any, Dict, List, Optional


def utcnow() -> datetime:
    """Naive UTC, as a FastAPI app storing naive columns returns it (no zone in the JSON)."""
    return datetime.utcnow().replace(microsecond=0)


def slugify(text: str) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    text = re.sub(r"[^a-z0-9\s-]", "", text).strip()
    return re.sub(r"-+", "-", re.sub(r"\s+", "-", text)).strip("-")


ASIN = re.compile(r"/(?:dp|gp/product)/([A-Z0-9]{10})")


def asin_of(url: str) -> Optional[str]:
    match = ASIN.search(url)
    return match.group(1) if match else None


# A fixed instant, so a test can check it is read as UTC (11:00 in Madrid in November).
SEED_CREATED_AT = datetime(2026, 11, 24, 10, 0, 0)
BIG_NICHE_PRODUCTS = 130


class Store:
    def __init__(self) -> None:
        self.niches: Dict[int, Dict[str, Any]] = {}
        self.products: Dict[int, Dict[str, Any]] = {}
        self.contents: Dict[int, List[Dict[str, Any]]] = {}
        self.catalog: Dict[int, Dict[str, Any]] = {}
        self.api_clients: Dict[int, Dict[str, Any]] = {}
        self.api_keys: Dict[str, Dict[str, Any]] = {}
        self.tasks: Dict[str, Dict[str, Any]] = {}
        self.uploads: Dict[str, Dict[str, Any]] = {}
        self._ids: Dict[str, int] = {}
        self._content_id = 0

    def next_id(self, kind: str) -> int:
        self._ids[kind] = self._ids.get(kind, 0) + 1
        return self._ids[kind]

    # Niches

    def add_niche(self, **values: Any) -> Dict[str, Any]:
        niche_id = self.next_id("niche")
        now = utcnow()
        niche = {
            "id": niche_id,
            "name": values.pop("name"),
            "slug": values.pop("slug"),
            "affiliate_tag": values.pop("affiliate_tag", None),
            "is_active": values.pop("is_active", True),
            "created_at": values.pop("created_at", now),
            "updated_at": values.pop("updated_at", None),
        }
        niche.update(values)
        self.niches[niche_id] = niche
        return niche

    def niche_by_slug(self, slug: str) -> Optional[Dict[str, Any]]:
        return next((n for n in self.niches.values() if n["slug"] == slug), None)

    def niche_by_name(self, name: str) -> Optional[Dict[str, Any]]:
        wanted = name.strip().casefold()
        return next((n for n in self.niches.values() if n["name"].strip().casefold() == wanted), None)

    def products_of(self, niche_id: int) -> List[Dict[str, Any]]:
        return [p for p in self.products.values() if p["niche_id"] == niche_id]

    def niche_has_content(self, niche_id: int) -> bool:
        return any(self.contents.get(p["id"]) for p in self.products_of(niche_id))

    # Products

    def add_product(self, niche_id: int, amazon_url: str, status: str = "pending") -> Dict[str, Any]:
        product_id = self.next_id("product")
        asin = asin_of(amazon_url)
        product = {
            "id": product_id,
            "amazon_url": amazon_url,
            "asin": asin,
            "name": f"Producto {asin}" if asin else None,
            "niche_id": niche_id,
            "custom_tone": None,
            "generation_status": status,
            "product_name": None,
            "content_title": None,
            "error_message": None,
            "created_at": utcnow(),
            "updated_at": None,
        }
        self.products[product_id] = product
        return product

    def duplicate(self, niche_id: int, amazon_url: str, except_id: int = -1) -> bool:
        asin = asin_of(amazon_url)
        for p in self.products_of(niche_id):
            if p["id"] != except_id and (p["amazon_url"] == amazon_url or (asin and p["asin"] == asin)):
                return True
        return False

    def add_content(self, product: Dict[str, Any], title: str, markdown: str, metadata: Dict[str, Any]) -> Dict[str, Any]:
        self._content_id += 1
        versions = self.contents.setdefault(product["id"], [])
        content = {
            "id": self._content_id,
            "product_id": product["id"],
            "title": title,
            "content": markdown,
            "version": len(versions) + 1,
            "generated_at": utcnow(),
            "content_metadata": metadata,
        }
        versions.append(content)
        product.update(generation_status="completed", product_name=title, content_title=title, error_message=None, updated_at=utcnow())
        return content

    # API clients

    def add_api_client(self, name: str, description: Optional[str], scopes: List[str]) -> Dict[str, Any]:
        client_id = self.next_id("api_client")
        client = {
            "id": client_id,
            "name": name,
            "description": description,
            "scopes": scopes,
            "is_active": True,
            "client_id": f"cli_{secrets.token_hex(12)}",
            "created_at": utcnow(),
            "updated_at": None,
            "last_used_at": None,
            "request_count": None,
        }
        self.api_clients[client_id] = client
        return client

    def add_catalog(self, name: str, **values: Any) -> Dict[str, Any]:
        item_id = self.next_id("catalog")
        item = {
            "id": item_id,
            "name": name,
            "slug": slugify(name),
            "description": values.get("description"),
            "images": values.get("images", []),
            "github_url": values.get("github_url"),
            "is_active": values.get("is_active", True),
            "created_at": values.get("created_at", utcnow()),
            "updated_at": None,
        }
        self.catalog[item_id] = item
        return item


def product_markdown(title: str, url: str) -> str:
    return (
        f"# {title}\n\n"
        "Una reseña completa para decidir con calma.\n\n"
        "## Características principales\n\n"
        "Sonido equilibrado, batería de larga duración y un ajuste cómodo.\n\n"
        "## Opinión final\n\n"
        f"[Ver precio en Amazon]({url})\n"
    )


def content_metadata(title: str) -> Dict[str, Any]:
    return {
        "meta_title": f"{title} | Análisis",
        "meta_description": f"Análisis de {title}: ventajas, inconvenientes y precio.",
        "keywords": ["auriculares", "bluetooth", "análisis"],
        "seo_score": 86,
        "og_image_url": None,
    }


def seeded() -> Store:
    store = Store()
    big = store.add_niche(
        name="Auriculares Bluetooth",
        slug="es-auriculares-bluetooth",
        affiliate_tag="auriculares-21",
        mercado="España",
        default_tone="profesional",
        description="Los mejores auriculares inalámbricos",
        keywords="auriculares, bluetooth, sonido",
        created_at=SEED_CREATED_AT,
        external_api_key=None,
    )
    for n in range(BIG_NICHE_PRODUCTS):
        store.add_product(big["id"], f"https://www.amazon.es/dp/B0AUR{n:05d}")
    # Two products with generated content: the niche cannot be deleted (409) and the viewer has something to show.
    for product in list(store.products.values())[:2]:
        title = f"Auriculares {product['asin']} con cancelación de ruido"
        store.add_content(product, title, product_markdown(title, product["amazon_url"]), content_metadata(title))

    coffee = store.add_niche(
        name="Cafeteras Express",
        slug="us-cafeteras-express",
        affiliate_tag="cafeteras-20",
        mercado="Estados Unidos",
        default_tone=None,
    )
    for n in range(3):
        store.add_product(coffee["id"], f"https://www.amazon.com/dp/B0CAF{n:05d}")

    store.add_niche(name="Libros de Cocina", slug="es-libros-de-cocina", affiliate_tag="cocina-21", mercado="España", is_active=False)
    store.add_niche(name="Relojes Deportivos", slug="es-relojes-deportivos", affiliate_tag="relojes-21", mercado="España")

    store.add_catalog(
        "Tienda Minimalista",
        description="Plantilla ligera para nichos de producto",
        images=["/api/v1/upload/files/seed-minimal.png"],
        github_url="https://github.com/example/tienda-minimalista",
    )
    store.add_catalog("Revista Tech", description=None, images=[], github_url="https://github.com/example/revista-tech")
    store.add_catalog("Borrador sin repositorio", images=[], github_url=None, is_active=False)

    store.add_api_client("Cliente de integración", None, ["read"])
    return store
