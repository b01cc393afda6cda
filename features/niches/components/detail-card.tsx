import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

interface DetailCardProps {
  title: string;
  description?: string;
  contentClassName?: string;
  children: ReactNode;
}

/** One section of the niche detail page: a card headed by an h2 under the page's h1. */
export function DetailCard({ title, description, contentClassName, children }: DetailCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={cn(contentClassName)}>{children}</CardContent>
    </Card>
  );
}
