"""POST /api/v1/login/access-token (OAuth2 password form) and GET /api/v1/users/me."""
from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.security import OAuth2PasswordRequestForm

from schemas import Token, User
from security import Auth, current_user, get_auth


def build_router(route_class: type) -> APIRouter:
    router = APIRouter(route_class=route_class)

    @router.post("/login/access-token", response_model=Token)
    def login(form: OAuth2PasswordRequestForm = Depends(), auth: Auth = Depends(get_auth)) -> Token:
        s = auth.settings
        if form.username != s.admin_username or form.password != s.admin_password:
            raise HTTPException(status_code=400, detail="Incorrect username or password")
        return Token(access_token=auth.create_token(form.username))

    @router.get("/users/me", response_model=User)
    def me(request: Request, user: str = Depends(current_user)) -> User:
        s = request.app.state.settings
        return User(id=1, username=user, email=s.admin_email)

    return router
