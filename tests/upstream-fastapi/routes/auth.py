"""POST /api/v1/login/access-token (OAuth2 password form) and GET /api/v1/users/me."""
from typing import FrozenSet

from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.security import OAuth2PasswordRequestForm
from pydantic import BaseModel

from schemas import Token, User
from security import Auth, current_user, get_auth


class JsonCredentials(BaseModel):
    username: str
    password: str


def sign_in(auth: Auth, username: str, password: str) -> Token:
    s = auth.settings
    if username != s.admin_username or password != s.admin_password:
        raise HTTPException(status_code=400, detail="Incorrect username or password")
    return Token(access_token=auth.create_token(username))


def build_router(route_class: type, breaks: FrozenSet[str]) -> APIRouter:
    router = APIRouter(route_class=route_class)

    if "json-login" in breaks:

        @router.post("/login/access-token", response_model=Token)
        def login_json(body: JsonCredentials, auth: Auth = Depends(get_auth)) -> Token:
            return sign_in(auth, body.username, body.password)

    else:

        @router.post("/login/access-token", response_model=Token)
        def login(form: OAuth2PasswordRequestForm = Depends(), auth: Auth = Depends(get_auth)) -> Token:
            return sign_in(auth, form.username, form.password)

    @router.get("/users/me", response_model=User)
    def me(request: Request, user: str = Depends(current_user)) -> User:
        s = request.app.state.settings
        return User(id=1, username=user, email=s.admin_email)

    return router
