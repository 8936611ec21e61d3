// A valid "Novo Post" submission for model tests, parsed by the form's own schema; each test
// overrides the fields it is about.
import { postSchema, type PostFormValues } from "~/schemas/post";

export function postInput(values: Partial<PostFormValues> = {}) {
  return postSchema.parse({
    name: "Guia de IPAs",
    slug: "",
    category: "IPA",
    tags: [],
    status: "published",
    publishAt: "",
    content: "Conteúdo suficiente para o post.",
    seoTitle: "",
    seoDescription: "",
    seoKeywords: "",
    seoImage: "",
    canonicalUrl: "",
    version: "",
    ...values,
  });
}
