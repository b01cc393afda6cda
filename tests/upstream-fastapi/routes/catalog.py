"""/api/v1/niche-catalogo/ (by numeric id or slug) and the image uploads it uses."""
import os
import secrets
from typing import Any, Dict, List

from fastapi import APIRouter, Depends, File, HTTPException, Response, UploadFile, status

from routes.common import get_store, not_found, page
from schemas import CatalogCreate, CatalogItem, CatalogUpdate, Message, UploadResult
from store import Store, slugify, utcnow

IMAGE_TYPES = {"png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "webp": "image/webp", "gif": "image/gif"}
MAX_BYTES = 5 * 1024 * 1024


def build_router(route_class: type) -> APIRouter:
    router = APIRouter(route_class=route_class)

    def find(store: Store, id_or_slug: str) -> Dict[str, Any]:
        item = next((c for c in store.catalog.values() if str(c["id"]) == id_or_slug or c["slug"] == id_or_slug), None)
        if item is None:
            raise not_found("Catalog item")
        return item

    def check_unique(store: Store, name: str, except_id: int = -1) -> None:
        for other in store.catalog.values():
            if other["id"] != except_id and other["name"].lower() == name.lower():
                raise HTTPException(status_code=409, detail="Ya existe un elemento con este nombre")
            if other["id"] != except_id and other["slug"] == slugify(name):
                raise HTTPException(status_code=409, detail="Ya existe un elemento con este slug")

    @router.get("/niche-catalogo/", response_model=List[CatalogItem])
    def list_items(skip: int = 0, limit: int = 100, store: Store = Depends(get_store)) -> List[Dict[str, Any]]:
        return page(sorted(store.catalog.values(), key=lambda c: c["id"]), skip, limit)

    @router.post("/niche-catalogo/", response_model=CatalogItem, status_code=status.HTTP_201_CREATED)
    def create_item(body: CatalogCreate, store: Store = Depends(get_store)) -> Dict[str, Any]:
        check_unique(store, body.name)
        return store.add_catalog(body.name, description=body.description, images=body.images, github_url=body.github_url)

    @router.get("/niche-catalogo/{id_or_slug}", response_model=CatalogItem)
    def get_item(id_or_slug: str, store: Store = Depends(get_store)) -> Dict[str, Any]:
        return find(store, id_or_slug)

    @router.put("/niche-catalogo/{id_or_slug}", response_model=CatalogItem)
    def update_item(id_or_slug: str, body: CatalogUpdate, store: Store = Depends(get_store)) -> Dict[str, Any]:
        item = find(store, id_or_slug)
        changes = body.dict(exclude_unset=True)
        if changes.get("name"):
            check_unique(store, changes["name"], except_id=item["id"])
            changes["slug"] = slugify(changes["name"])
        item.update({k: v for k, v in changes.items() if v is not None or k == "description"}, updated_at=utcnow())
        return item

    @router.delete("/niche-catalogo/{id_or_slug}", response_model=Message)
    def delete_item(id_or_slug: str, store: Store = Depends(get_store)) -> Message:
        item = find(store, id_or_slug)
        del store.catalog[item["id"]]
        return Message(message="Catalog item deleted")

    @router.post("/upload/upload-images", response_model=UploadResult)
    async def upload_images(files: List[UploadFile] = File(...), store: Store = Depends(get_store)) -> UploadResult:
        saved = []
        for upload in files:
            ext = os.path.splitext(upload.filename or "")[1].lstrip(".").lower()
            if ext not in IMAGE_TYPES:
                raise HTTPException(status_code=400, detail=f"File type not allowed: {upload.filename}")
            data = await upload.read()
            if len(data) > MAX_BYTES:
                raise HTTPException(status_code=413, detail=f"File too large: {upload.filename}")
            file_id = secrets.token_hex(12)
            name = f"{file_id}.{ext}"
            store.uploads[name] = {"data": data, "content_type": IMAGE_TYPES[ext]}
            saved.append({"id": file_id, "url": f"/api/v1/upload/files/{name}", "filename": upload.filename})
        return UploadResult(files=saved, message=f"{len(saved)} file(s) uploaded")

    @router.delete("/upload/delete-image/{file_id}", response_model=Message)
    def delete_image(file_id: str, store: Store = Depends(get_store)) -> Message:
        name = next((n for n in store.uploads if n.split(".")[0] == file_id.split(".")[0]), None)
        if name is None:
            raise not_found("Image")
        del store.uploads[name]
        return Message(message="Image deleted")

    return router


def build_public_router() -> APIRouter:
    """Uploaded images are served without a token, like a static mount would."""
    router = APIRouter()

    @router.get("/upload/files/{name}")
    def uploaded_file(name: str, store: Store = Depends(get_store)) -> Response:
        upload = store.uploads.get(name)
        if upload is None:
            raise not_found("File")
        return Response(content=upload["data"], media_type=upload["content_type"])

    return router
