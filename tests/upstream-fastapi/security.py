"""Bearer tokens the way the full-stack FastAPI template does it: OAuth2PasswordBearer answers 401 without a
token, and a token that does not decode is refused with 403 "Could not validate credentials"."""
from datetime import datetime, timedelta
from typing import Optional, Set

import jwt
from fastapi import Depends, HTTPException, Request
from fastapi.security import OAuth2PasswordBearer

from settings import Settings

ALGORITHM = "HS256"
reusable_oauth2 = OAuth2PasswordBearer(tokenUrl="/api/v1/login/access-token")


class Auth:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        # Tokens refused from now on (a test hook stands in for an expired or rotated session).
        self.revoked: Set[str] = set()

    def create_token(self, subject: str) -> str:
        expire = datetime.utcnow() + timedelta(minutes=self.settings.token_minutes)
        return jwt.encode({"exp": expire, "sub": subject}, self.settings.secret_key, algorithm=ALGORITHM)

    def subject(self, token: str) -> Optional[str]:
        if token in self.revoked:
            return None
        try:
            payload = jwt.decode(token, self.settings.secret_key, algorithms=[ALGORITHM])
        except jwt.PyJWTError:
            return None
        sub = payload.get("sub")
        return sub if sub == self.settings.admin_username else None

    def refuse(self) -> HTTPException:
        return HTTPException(status_code=self.settings.bad_token_status, detail="Could not validate credentials")


def get_auth(request: Request) -> Auth:
    return request.app.state.auth


def current_user(token: str = Depends(reusable_oauth2), auth: Auth = Depends(get_auth)) -> str:
    sub = auth.subject(token)
    if sub is None:
        raise auth.refuse()
    return sub
