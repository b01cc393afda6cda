"use client";

import { KeyRound } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { Switch } from "@/components/ui/switch";
import { ReadNoMatch, ReadStates } from "@/components/shared/read-states";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatShortDate, formatShortDateTime } from "@/lib/format/date";
import type { ApiClient } from "@/features/api-clients/schemas";
import type { SortKey } from "@/features/api-clients/table-view";
import type { ClientsTableView } from "@/features/api-clients/use-clients-table";
import { ListPageLinks } from "@/components/shared/list-page-links";
import { ClientRowActions } from "./client-row-actions";
import { ScopeBadges } from "./scope-badges";
import { SortableHead } from "./sortable-head";

interface ClientsTableProps {
  table: ClientsTableView;
  detailHref: (client: ApiClient) => string;
  onCreate: () => void;
  onEdit: (client: ApiClient) => void;
  onRotate: (client: ApiClient) => void;
  onToggle: (client: ApiClient) => void;
  onDelete: (client: ApiClient) => void;
}

const COLUMN_LABEL: Record<SortKey, string> = {
  name: "name",
  status: "status",
  created_at: "created",
  last_used_at: "lastUsed",
  request_count: "requests",
};

// When the table is wider than the screen it scrolls sideways; the row actions stay in view at its right edge.
const STICKY_ACTIONS = "sticky right-0 bg-card";

/** Searchable, sortable, paged list of clients (paging keeps thousands of rows fast). */
export function ClientsTable({ table, detailHref, onCreate, onEdit, onRotate, onToggle, onDelete }: ClientsTableProps) {
  const t = useTranslations("apiClients.list");
  const tc = useTranslations("common");
  const tn = useTranslations("apiClients");
  const format = useFormatter();
  const { sort, visible, found, total, pages, page: currentPage, setPage } = table;
  const onSort = table.sortBy;
  const col = (key: string) => t(`columns.${key}`);

  return (
    <ReadStates
      read={table.read}
      texts={{ loading: tc("loading"), error: t("loadError"), retry: tc("retry") }}
      empty={{
        when: total === 0,
        icon: <KeyRound />,
        title: t("emptyTitle"),
        description: t("emptyDescription"),
        actions: <Button onClick={onCreate}>{tn("newClient")}</Button>,
      }}
    >
      {() => (
        // Until the page asked arrives, the last page's rows stay, marked busy and dimmed.
        <section aria-labelledby="api-clients-list-heading" aria-busy={table.busy} className="space-y-4 transition-opacity aria-busy:opacity-60">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="api-clients-list-heading" className="text-lg font-semibold">
              {t("heading")}{" "}
              <span className="text-sm font-normal text-muted-foreground" aria-live="polite">
                {/* Counts wait for the totals: the server may have sent only the whole list's first rows. */}
                {found === undefined || total === undefined
                  ? null
                  : found === total
                    ? t("count", { count: total })
                    : t("filteredCount", { shown: found, total })}
              </span>
            </h2>
            <SearchInput
              boxClassName="w-full sm:w-80"
              aria-label={t("searchLabel")}
              placeholder={t("searchPlaceholder")}
              value={table.query}
              onChange={(e) => table.setQuery(e.target.value)}
            />
          </div>

          {visible.length === 0 ? (
            <ReadNoMatch
              headingLevel={3}
              title={t("noResultsTitle")}
              description={t("noResults", { query: table.askedQuery.trim() })}
              clearLabel={t("clearSearch")}
              onClear={() => table.setQuery("")}
            />
          ) : (
            <div className="rounded-lg border bg-card">
              <Table>
                <TableCaption className="sr-only">
                  {t("caption", {
                    column: col(COLUMN_LABEL[sort.key]),
                    direction: t(sort.direction === "asc" ? "ascending" : "descending"),
                  })}
                </TableCaption>
                <TableHeader>
                  <TableRow>
                    <SortableHead column="name" label={col("name")} sort={sort} onSort={onSort} />
                    <TableHead>{col("description")}</TableHead>
                    <TableHead>{col("scopes")}</TableHead>
                    <SortableHead column="status" label={col("status")} sort={sort} onSort={onSort} />
                    <SortableHead column="created_at" label={col("created")} sort={sort} onSort={onSort} />
                    <SortableHead column="last_used_at" label={col("lastUsed")} sort={sort} onSort={onSort} />
                    <SortableHead column="request_count" label={col("requests")} sort={sort} onSort={onSort} align="right" />
                    <TableHead align="right" className={STICKY_ACTIONS}>
                      <span className="sr-only">{col("actions")}</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {visible.map((client) => (
                    <TableRow key={client.id} data-testid={`api-client-row-${client.id}`}>
                      <TableCell wrap className="max-w-64 min-w-40 font-medium">
                        <Link
                          href={detailHref(client)}
                          scroll={false}
                          title={client.name}
                          className="line-clamp-2 wrap-anywhere underline-offset-4 hover:underline"
                        >
                          {client.name}
                        </Link>
                        <div className="font-mono text-xs text-muted-foreground">{client.client_id}</div>
                      </TableCell>
                      <TableCell wrap className="max-w-64 text-muted-foreground">
                        {client.description ? (
                          <span className="line-clamp-2 wrap-anywhere" title={client.description}>
                            {client.description}
                          </span>
                        ) : (
                          <span className="italic">{t("noDescription")}</span>
                        )}
                      </TableCell>
                      <TableCell>
                        <ScopeBadges scopes={client.scopes} />
                      </TableCell>
                      <TableCell>
                        <div className="flex items-center gap-2">
                          <Switch
                            checked={client.is_active}
                            onCheckedChange={() => onToggle(client)}
                            aria-label={t("statusToggle", { name: client.name })}
                          />
                          <Badge variant={client.is_active ? "success" : "secondary"}>
                            {client.is_active ? tc("active") : tc("inactive")}
                          </Badge>
                        </div>
                      </TableCell>
                      <TableCell>{formatShortDate(client.created_at)}</TableCell>
                      <TableCell>{client.last_used_at ? formatShortDateTime(client.last_used_at) : t("never")}</TableCell>
                      <TableCell className="text-right tabular-nums">{format.number(client.request_count ?? 0)}</TableCell>
                      <TableCell className={`${STICKY_ACTIONS} text-right`}>
                        <ClientRowActions
                          client={client}
                          detailHref={detailHref(client)}
                          onEdit={onEdit}
                          onRotate={onRotate}
                          onToggle={onToggle}
                          onDelete={onDelete}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}

          <ListPageLinks
            messages="apiClients.list.pagination"
            page={currentPage + 1}
            pages={pages}
            hrefOf={(page) => table.hrefOf(page - 1)}
            onGo={(page) => setPage(page - 1)}
            busy={table.busy}
          />
        </section>
      )}
    </ReadStates>
  );
}
