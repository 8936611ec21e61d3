// One set of limits and Portuguese messages for every admin form (docs/decisions/0025-posts-and-categories.md), shared by the
// zod schemas (client and server) and the inputs' maxLength. The limits are the column
// sizes of db/schema.ts, so a value the form accepts always fits the database.

export const POST_LIMITS = {
  nameMin: 3,
  /** posts.name varchar(100). */
  nameMax: 100,
  contentMin: 10,
  /**
   * Markdown text (about 7,000 words). The server refuses request bodies over 64 KB, and
   * the form is sent as multipart (no percent-encoding), so content plus every other field
   * at its limit stays under that cap; the byte limit covers accented or emoji-heavy text.
   */
  contentMax: 45_000,
  contentMaxBytes: 45_000,
  /** posts.seo_title varchar(70). */
  seoTitleMax: 70,
  /** posts.seo_description varchar(160). */
  seoDescriptionMax: 160,
  seoKeywordsMax: 500,
  urlMax: 2000,
  /** categories.name varchar(80). */
  categoryMax: 80,
  /** tags.name varchar(60). */
  tagMax: 60,
  tagsMax: 20,
  /** posts.slug and post_slug_redirects.old_slug varchar(140). */
  slugMax: 140,
} as const;

export const POST_MESSAGES = {
  nameMin: `O título deve ter pelo menos ${POST_LIMITS.nameMin} caracteres`,
  nameMax: `O título deve ter no máximo ${POST_LIMITS.nameMax} caracteres`,
  contentMin: `O conteúdo deve ter pelo menos ${POST_LIMITS.contentMin} caracteres`,
  contentMax: `O conteúdo deve ter no máximo ${POST_LIMITS.contentMax.toLocaleString("pt-BR")} caracteres`,
  contentMaxBytes: `O conteúdo é grande demais para salvar de uma vez (máximo de ${Math.floor(POST_LIMITS.contentMaxBytes / 1000)} KB). Divida-o em mais de um post.`,
  category: "Selecione uma categoria",
  categoryMax: `O nome da categoria deve ter no máximo ${POST_LIMITS.categoryMax} caracteres`,
  tagMax: `Cada tag deve ter no máximo ${POST_LIMITS.tagMax} caracteres`,
  tagsMax: `Use no máximo ${POST_LIMITS.tagsMax} tags`,
  seoTitleMax: `O título SEO deve ter no máximo ${POST_LIMITS.seoTitleMax} caracteres`,
  seoDescriptionMax: `A descrição SEO deve ter no máximo ${POST_LIMITS.seoDescriptionMax} caracteres`,
  seoKeywordsMax: `As palavras-chave devem ter no máximo ${POST_LIMITS.seoKeywordsMax} caracteres`,
  url: "Deve ser uma URL válida",
  status: "Escolha um status",
  publishAtRequired: "Informe a data e a hora de publicação",
  publishAtInvalid: "Informe uma data e hora válidas",
  publishAtFuture: "Para agendar, escolha uma data e hora no futuro",
  slugEmpty: "O endereço precisa ter pelo menos uma letra ou um número",
  slugMax: `O endereço deve ter no máximo ${POST_LIMITS.slugMax} caracteres`,
  slugTaken: "Este endereço já é usado por outro post (ou já foi de outro post). Escolha outro.",
} as const;

/** docs/decisions/0025-posts-and-categories.md toasts of the post screens. */
export const POST_TOASTS = {
  created: { title: "Post criado", description: "O post foi criado com sucesso!" },
  createError: { title: "Erro ao criar post", description: "Ocorreu um erro ao criar o post." },
  updated: { title: "Post atualizado", description: "As alterações foram salvas." },
  updateError: { title: "Erro ao atualizar post", description: "Ocorreu um erro ao atualizar o post." },
  deleted: { title: "Post excluído", description: "O post foi para a Lixeira e pode ser restaurado por 30 dias." },
  deleteError: { title: "Erro ao excluir post", description: "Ocorreu um erro ao excluir o post." },
  notFound: { title: "Erro ao atualizar post", description: "Este post não existe mais." },
  bulkError: { title: "Erro ao alterar posts", description: "Nenhum post foi alterado. Tente de novo." },
} as const;

/** Optimistic concurrency: a save based on an old version of the post is refused. */
export const STALE_POST_MESSAGE =
  "Este post foi alterado em outra aba ou por outra pessoa desde que você o abriu. Recarregue a página para ver a versão atual.";
