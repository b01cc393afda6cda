"""Products per niche and global, generation trigger, bulk import, content versions and search."""
import re
from typing import Any, Dict, FrozenSet, List, Optional

from fastapi import APIRouter, Depends, HTTPException, Request, status

from realtime import broadcast
from routes.common import get_store, not_found, page
from schemas import (
    GenerationQueued,
    ImportRequest,
    ImportResult,
    Message,
    Product,
    ProductContent,
    ProductCreate,
    ProductUpdate,
)
from store import Store, asin_of, utcnow

IN_PROGRESS = ("processing", "generating")
BARE_ASIN = re.compile(r"^[A-Z0-9]{10}$", re.IGNORECASE)
AMAZON = re.compile(r"^https?://(www\.)?amazon\.[a-z.]+/")


def with_niche_names(store: Store, product: Dict[str, Any], embed: bool) -> Dict[str, Any]:
    niche = store.niches.get(product["niche_id"])
    out = dict(product)
    if embed and niche:
        out.update(niche_name=niche["name"], niche_slug=niche["slug"], niche={"id": niche["id"], "name": niche["name"], "slug": niche["slug"]})
    return out


def build_router(route_class: type, breaks: FrozenSet[str]) -> APIRouter:
    router = APIRouter(route_class=route_class)

    def product_or_404(store: Store, product_id: int) -> Dict[str, Any]:
        product = store.products.get(product_id)
        if product is None:
            raise not_found("Product")
        return product

    def niche_or_404(store: Store, niche_id: int) -> Dict[str, Any]:
        niche = store.niches.get(niche_id)
        if niche is None:
            raise not_found("Niche")
        return niche

    # A niche's products come without the embedded niche: the client knows which niche it asked for.
    @router.get("/niches/{niche_id}/products", response_model=List[Product])
    def niche_products(niche_id: int, skip: int = 0, limit: int = 100, store: Store = Depends(get_store)) -> List[Dict[str, Any]]:
        niche_or_404(store, niche_id)
        ordered = sorted(store.products_of(niche_id), key=lambda p: p["id"])
        return page(ordered, skip, limit)

    @router.post("/niches/{niche_id}/products", response_model=Product, status_code=status.HTTP_201_CREATED)
    def create_product(niche_id: int, body: ProductCreate, store: Store = Depends(get_store)) -> Dict[str, Any]:
        niche_or_404(store, niche_id)
        if store.duplicate(niche_id, body.amazon_url):
            raise HTTPException(status_code=409, detail="Product already exists in this niche")
        product = store.add_product(niche_id, body.amazon_url)
        product["custom_tone"] = body.custom_tone
        return product

    @router.post("/niches/{niche_id}/products/import", response_model=ImportResult)
    async def import_products(niche_id: int, body: ImportRequest, request: Request, store: Store = Depends(get_store)) -> ImportResult:
        niche_or_404(store, niche_id)
        imported, errors = 0, []
        for item in body.products:
            line = item.amazon_url.strip()
            url = f"https://www.amazon.com/dp/{line.upper()}" if BARE_ASIN.match(line) else line
            if not AMAZON.match(url):
                errors.append({"amazon_url": line, "reason": "Invalid Amazon URL"})
            elif store.duplicate(niche_id, url):
                errors.append({"amazon_url": line, "reason": "Duplicate"})
            else:
                store.add_product(niche_id, url)
                imported += 1
        total = len(body.products)
        await broadcast(
            request.app.state.sio,
            "bulk_import_update",
            {"niche_id": niche_id, "status": "completed", "total": total, "processed": total, "successfully_imported": imported, "failed_imports": len(errors)},
        )
        return ImportResult(successfully_imported=imported, failed_imports=len(errors), errors=errors)

    def list_products(
        skip: int = 0, limit: int = 100, niche_id: Optional[int] = None, status: Optional[str] = None, store: Store = Depends(get_store)
    ) -> List[Dict[str, Any]]:
        ordered = sorted(store.products.values(), key=lambda p: p["id"])
        if niche_id is not None:
            ordered = [p for p in ordered if p["niche_id"] == niche_id]
        if status:
            ordered = [p for p in ordered if p["generation_status"] == status]
        return [with_niche_names(store, p, embed=True) for p in page(ordered, skip, limit)]

    # The `missing-list` break leaves the global list out.
    if "missing-list" not in breaks:
        router.get("/products/", response_model=List[Product])(list_products)

    @router.get("/products/search", response_model=List[Product])
    def search_products(q: str = "", skip: int = 0, limit: int = 20, store: Store = Depends(get_store)) -> List[Dict[str, Any]]:
        term = q.strip().lower()
        found = [
            p
            for p in sorted(store.products.values(), key=lambda p: -p["id"])
            if not term or term in p["amazon_url"].lower() or term in (p["product_name"] or "").lower() or term in (p["asin"] or "").lower()
        ]
        return [with_niche_names(store, p, embed=True) for p in page(found, skip, limit)]

    @router.get("/products/{product_id}", response_model=Product)
    def get_product(product_id: int, store: Store = Depends(get_store)) -> Dict[str, Any]:
        return product_or_404(store, product_id)

    @router.put("/products/{product_id}", response_model=Product)
    def update_product(product_id: int, body: ProductUpdate, store: Store = Depends(get_store)) -> Dict[str, Any]:
        product = product_or_404(store, product_id)
        changes = body.dict(exclude_unset=True)
        url = changes.get("amazon_url")
        if url and store.duplicate(product["niche_id"], url, except_id=product_id):
            raise HTTPException(status_code=409, detail="Product already exists in this niche")
        moved = url is not None and url != product["amazon_url"]
        product.update({k: v for k, v in changes.items() if v is not None or k == "custom_tone"}, updated_at=utcnow())
        if moved:
            # Another link is another product: what was generated for the old one goes, and it waits to be generated.
            store.contents.pop(product_id, None)
            asin = asin_of(url)
            product.update(asin=asin, name=f"Producto {asin}" if asin else None, generation_status="pending", product_name=None, content_title=None, error_message=None)
        return product

    @router.delete("/products/{product_id}", response_model=Message)
    def delete_product(product_id: int, store: Store = Depends(get_store)) -> Message:
        product_or_404(store, product_id)
        del store.products[product_id]
        store.contents.pop(product_id, None)
        return Message(message="Product deleted")

    @router.post("/products/{product_id}/trigger-generation", response_model=GenerationQueued, status_code=status.HTTP_202_ACCEPTED)
    async def trigger_generation(product_id: int, request: Request, store: Store = Depends(get_store)) -> GenerationQueued:
        product = product_or_404(store, product_id)
        if product["generation_status"] in IN_PROGRESS:
            raise HTTPException(status_code=409, detail="Generation already in progress")
        return GenerationQueued(task_id=request.app.state.workers.generate(product_id))

    @router.get("/products/{product_id}/content", response_model=List[ProductContent])
    def product_contents(product_id: int, store: Store = Depends(get_store)) -> List[Dict[str, Any]]:
        product_or_404(store, product_id)
        return sorted(store.contents.get(product_id, []), key=lambda c: -c["version"])

    @router.get("/products/{product_id}/content/latest", response_model=ProductContent)
    def latest_content(product_id: int, store: Store = Depends(get_store)) -> Dict[str, Any]:
        product_or_404(store, product_id)
        versions = store.contents.get(product_id)
        if not versions:
            raise HTTPException(status_code=404, detail="No content generated for this product")
        return versions[-1]

    return router
