import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoginForm, type LoginTexts } from "./login-form";

/**
 * The sign-in card. Rendered on the server: only the form is client code, so the card and the
 * "forgot" link add no script to the page.
 */
export function LoginCard({ texts: t }: { texts: LoginTexts }) {
  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="text-xl font-semibold">{t.title}</h1>
        </CardTitle>
        <CardDescription>{t.subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        <LoginForm
          texts={t}
          forgot={
            <Button type="button" variant="link" size="inline">
              {t.forgot}
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
