// /admin/categorias (docs/decisions/0025-posts-and-categories.md, issue 9 point 1): the categories with their post counts, and a
// form for a new one or for editing one that opens above the list and closes on save or
// cancel. The open form lives in the URL (?nova=1, ?editar=<id>) and the no-JavaScript
// delete confirmation too (?excluir=<id>), so every step works without JavaScript.
import { zodResolver } from "@hookform/resolvers/zod";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { data, Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/categories";
import { adminMeta, AdminSection, EmptyState, InlineDeleteConfirm } from "~/components/admin/admin-page";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { Textarea } from "~/components/ui/textarea";
import { requireAdmin } from "~/lib/auth/auth.server";
import { invalid, parseSubmission, type SubmissionError } from "~/lib/http/form.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import {
  createCategory,
  deleteCategory,
  isDefaultCategory,
  listCategoriesWithPostCounts,
  updateCategory,
} from "~/models/categories.server";
import {
  CATEGORY_LIMITS,
  CATEGORY_MESSAGES,
  CATEGORY_TOASTS,
  categorySchema,
  DEFAULT_CATEGORY_NAME as DEFAULT_CATEGORY,
  EMPTY_CATEGORY_FORM,
  type CategoryFormValues,
} from "~/schemas/category";
import { useDeleteDialog } from "~/components/admin/use-delete-dialog";

const LIST = "/admin/categorias";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const categories = (await listCategoriesWithPostCounts()).map((c) => ({
    ...c,
    isDefault: isDefaultCategory(c.name),
  }));
  const byId = (key: string) => {
    const id = url.searchParams.get(key);
    return id ? (categories.find((c) => c.id === id) ?? null) : null;
  };
  const editing = byId("editar");
  const form = editing
    ? {
        mode: "edit" as const,
        id: editing.id,
        isDefault: editing.isDefault,
        values: { name: editing.name, description: editing.description ?? "" },
      }
    : url.searchParams.has("nova")
      ? { mode: "create" as const, id: null, isDefault: false, values: EMPTY_CATEGORY_FORM }
      : null;
  const deleting = byId("excluir");
  return { categories, form, confirm: deleting && !deleting.isDefault ? deleting : null };
}

export type CategoryActionData = SubmissionError<CategoryFormValues>;

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, url);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");

  if (intent === "delete") {
    try {
      const result = await deleteCategory(id, admin);
      if (result.ok) {
        return redirectWithToast(LIST, {
          type: "success",
          title: CATEGORY_TOASTS.deleted,
          ...(result.moved > 0 ? { description: movedDone(result.moved) } : {}),
        });
      }
      const description =
        result.reason === "protected" ? CATEGORY_MESSAGES.defaultProtected : CATEGORY_MESSAGES.notFound;
      return redirectWithToast(LIST, { type: "error", title: CATEGORY_TOASTS.deleteError, description });
    } catch (error) {
      console.error("[admin] falha ao excluir categoria:", error);
      return redirectWithToast(LIST, {
        type: "error",
        title: CATEGORY_TOASTS.deleteError,
        description: CATEGORY_MESSAGES.unknown,
      });
    }
  }

  if (intent !== "create" && intent !== "update") return data({ error: "Ação desconhecida." }, { status: 400 });
  const values: CategoryFormValues = {
    name: String(form.get("name") ?? ""),
    description: String(form.get("description") ?? ""),
  };
  const parsed = parseSubmission(categorySchema, values);
  if (parsed.response) return parsed.response;
  const failure = intent === "create" ? CATEGORY_TOASTS.createError : CATEGORY_TOASTS.updateError;
  try {
    const result =
      intent === "create" ? await createCategory(parsed.value, admin) : await updateCategory(id, parsed.value, admin);
    if (result.ok) {
      return redirectWithToast(LIST, {
        type: "success",
        title: intent === "create" ? CATEGORY_TOASTS.created : CATEGORY_TOASTS.updated,
      });
    }
    if (result.reason === "not-found")
      return redirectWithToast(LIST, { type: "error", title: failure, description: CATEGORY_MESSAGES.notFound });
    const message = result.reason === "duplicate" ? CATEGORY_MESSAGES.duplicate : CATEGORY_MESSAGES.defaultProtected;
    return invalid(values, { name: message }, { title: failure, description: message });
  } catch (error) {
    console.error(`[admin] falha ao ${intent === "create" ? "criar" : "atualizar"} categoria:`, error);
    return data<CategoryActionData>(
      { fieldErrors: {}, values, formError: { title: failure, description: CATEGORY_MESSAGES.unknown } },
      { status: 500 },
    );
  }
}

/** The confirmation's count: how many posts (drafts too) go to "Outros". */
function movedSentence(count: number): string {
  if (count === 0) return "Nenhum post está nesta categoria.";
  if (count === 1) return `1 post será movido para "${DEFAULT_CATEGORY}".`;
  return `${count} posts serão movidos para "${DEFAULT_CATEGORY}".`;
}

function movedDone(count: number): string {
  return count === 1
    ? `1 post foi movido para "${DEFAULT_CATEGORY}".`
    : `${count} posts foram movidos para "${DEFAULT_CATEGORY}".`;
}

function deleteQuestion(name: string) {
  return `Tem certeza que deseja excluir a categoria "${name}"?`;
}

type CategoryRow = Route.ComponentProps["loaderData"]["categories"][number];

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, form, confirm } = loaderData;
  const { deleting, setDeleting, busy } = useDeleteDialog<CategoryRow>();

  return (
    <AdminSection
      title="Categorias"
      description="As categorias que organizam os posts do blog. Ao excluir uma categoria, os posts dela passam para “Outros”."
      actions={
        form ? null : (
          <Button asChild size="sm">
            <Link to={`${LIST}?nova=1`}>
              <Plus aria-hidden="true" /> Nova categoria
            </Link>
          </Button>
        )
      }
    >
      {form ? (
        <CategoryForm
          key={`${form.mode}-${form.id ?? "nova"}`}
          mode={form.mode}
          id={form.id}
          isDefault={form.isDefault}
          initial={actionData && "values" in actionData ? actionData.values : form.values}
          actionData={actionData && "fieldErrors" in actionData ? actionData : undefined}
        />
      ) : null}

      {confirm ? <CategoryDeleteConfirm category={confirm} /> : null}

      {categories.length === 0 ? (
        <EmptyState>Nenhuma categoria encontrada.</EmptyState>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Nome</TableHead>
              <TableHead className="hidden md:table-cell">Descrição</TableHead>
              <TableHead className="hidden lg:table-cell">Slug</TableHead>
              <TableHead className="text-right">Posts</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">Ações</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {categories.map((c) => (
              <TableRow key={c.id}>
                <TableCell className="min-w-36 font-medium whitespace-normal">
                  <span className="inline-flex flex-wrap items-center gap-2">
                    {c.name}
                    {c.isDefault ? <Badge variant="secondary">Padrão</Badge> : null}
                  </span>
                  {/* On a phone the hidden columns' facts sit under the name. */}
                  {c.description ? (
                    <span className="mt-1 block text-xs font-normal text-muted-foreground md:hidden">
                      {c.description}
                    </span>
                  ) : null}
                  <span className="mt-1 block font-mono text-xs font-normal text-muted-foreground lg:hidden">
                    {c.slug}
                  </span>
                </TableCell>
                <TableCell className="hidden whitespace-normal text-muted-foreground md:table-cell">
                  {c.description || "—"}
                </TableCell>
                <TableCell className="hidden font-mono text-xs lg:table-cell">{c.slug}</TableCell>
                <TableCell className="text-right tabular-nums">{c.postCount}</TableCell>
                <TableCell className="pr-0 align-top sm:pr-2 sm:align-middle">
                  <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                    <Button asChild variant="outline" size="sm">
                      <Link to={`${LIST}?editar=${c.id}`} aria-label="Editar" title={`Editar "${c.name}"`}>
                        <Pencil aria-hidden="true" />
                        <span className="hidden sm:inline">Editar</span>
                      </Link>
                    </Button>
                    {/* "Outros" receives the posts of deleted categories: it stays. */}
                    {c.isDefault ? null : (
                      <Form
                        method="get"
                        onSubmit={(event) => {
                          event.preventDefault();
                          setDeleting(c);
                        }}
                      >
                        <Button
                          type="submit"
                          name="excluir"
                          value={c.id}
                          variant="outline"
                          size="sm"
                          aria-label="Excluir"
                          title={`Excluir "${c.name}"`}
                          className="[&_svg]:text-destructive"
                        >
                          <Trash2 aria-hidden="true" />
                          <span className="hidden sm:inline">Excluir</span>
                        </Button>
                      </Form>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && !busy && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Excluir categoria</AlertDialogTitle>
            <AlertDialogDescription>
              {deleting ? (
                <>
                  {deleteQuestion(deleting.name)}{" "}
                  <strong className="font-medium text-foreground">{movedSentence(deleting.postCount)}</strong>
                </>
              ) : null}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancelar</AlertDialogCancel>
            <Form method="post" action={LIST}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={deleting?.id ?? ""} />
              <Button type="submit" variant="destructive" disabled={busy} className="w-full sm:w-auto">
                Excluir
              </Button>
            </Form>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </AdminSection>
  );
}

function CategoryForm({
  mode,
  id,
  isDefault,
  initial,
  actionData,
}: {
  mode: "create" | "edit";
  id: string | null;
  isDefault: boolean;
  initial: CategoryFormValues;
  actionData: CategoryActionData | undefined;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("intent") !== "delete";
  // Every registered control also gets defaultValue={initial.…}: react-hook-form fills
  // fields only once JavaScript runs, and the form must work without it.
  const form = useForm<CategoryFormValues>({
    resolver: zodResolver(categorySchema),
    defaultValues: initial,
    mode: "onTouched",
  });
  const { register, formState } = form;
  const serverErrors = actionData?.fieldErrors ?? {};
  const errorOf = (key: keyof CategoryFormValues) =>
    (formState.errors[key]?.message as string | undefined) ?? serverErrors[key];

  useEffect(() => {
    if (!actionData) return;
    if (actionData.formError)
      toast.error(actionData.formError.title, { description: actionData.formError.description });
    for (const [key, message] of Object.entries(actionData.fieldErrors)) {
      if (key === "name" || key === "description") form.setError(key, { type: "server", message });
    }
  }, [actionData, form]);

  // Opened by "Nova categoria" or "Editar" within the page, the form takes the caret to the
  // name; a page loaded at this address (location key "default") keeps focus at the start,
  // where a screen reader expects it, which autoFocus would not.
  const { key: locationKey } = useLocation();
  const [openedInPage] = useState(() => locationKey !== "default");
  useEffect(() => {
    if (openedInPage) form.setFocus("name");
  }, [form, openedInPage]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.currentTarget;
    void form.handleSubmit(() => void submit(target, { method: "post" }))(event);
  };

  const heading = mode === "create" ? "Nova categoria" : "Editar categoria";
  const action = mode === "create" ? `${LIST}?nova=1` : `${LIST}?editar=${id}`;
  return (
    <section aria-labelledby="category-form-title" className="mb-6 rounded-lg border bg-muted/30 p-4 sm:p-5">
      <h3 id="category-form-title" className="mb-4 text-lg font-semibold">
        {heading}
      </h3>
      {actionData?.formError ? (
        <p role="alert" className="mb-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <span className="font-medium">{actionData.formError.title}:</span> {actionData.formError.description}
        </p>
      ) : null}
      <Form method="post" action={action} noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="intent" value={mode === "create" ? "create" : "update"} />
        {id ? <input type="hidden" name="id" value={id} /> : null}
        <Field
          id="category-name"
          label="Nome"
          error={errorOf("name")}
          description={
            isDefault
              ? `A categoria padrão recebe os posts sem categoria; o nome "${DEFAULT_CATEGORY}" não pode ser alterado.`
              : undefined
          }
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              readOnly={isDefault}
              maxLength={CATEGORY_LIMITS.nameMax + 20}
              {...register("name")}
              defaultValue={initial.name}
            />
          )}
        </Field>
        <Field id="category-description" label="Descrição" error={errorOf("description")}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={CATEGORY_LIMITS.descriptionMax + 50}
              {...register("description")}
              defaultValue={initial.description}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving}>
            Salvar
          </Button>
          <Button asChild variant="outline">
            <Link to={LIST}>Cancelar</Link>
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** The confirmation without JavaScript: the same words as the dialog, on the page. */
function CategoryDeleteConfirm({ category }: { category: CategoryRow }) {
  return (
    <InlineDeleteConfirm
      title="Excluir categoria"
      action={LIST}
      cancelTo={LIST}
      fields={
        <>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={category.id} />
        </>
      }
    >
      {deleteQuestion(category.name)} <strong className="font-medium">{movedSentence(category.postCount)}</strong>
    </InlineDeleteConfirm>
  );
}

export const meta: Route.MetaFunction = () => adminMeta("Categorias");
