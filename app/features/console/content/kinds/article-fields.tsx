/** The fields of the blog post and hero article forms, in the order their public pages show them. */
import type { ReactNode } from "react";
import type { blogFormSchema, heroFormSchema } from "../../../../../domain/content/article-content";
import type { RichTextDoc } from "../../../../../domain/content/rich-text";
import { InputField, TextareaField } from "../../../../components/forms/conform-field";
import { RichTextField } from "../../rich-text/rich-text-field";
import { type FormParts, UploadField, useLibraryChoices } from "../content-edit";
import { FieldSection } from "./field-section";

type BlogParts = FormParts<typeof blogFormSchema>;
type HeroParts = FormParts<typeof heroFormSchema>;

function parseDoc(text: unknown): RichTextDoc | null {
  if (typeof text !== "string" || !text) return null;
  try {
    return JSON.parse(text) as RichTextDoc;
  } catch {
    return null;
  }
}

/** The body: what was typed when a save was refused (Conform keeps the post), else what is stored. */
function Body({ fields }: { fields: BlogParts["fields"] | HeroParts["fields"] }) {
  const error = fields.contentDoc.errors?.[0] ?? fields.contentHtml.errors?.[0];
  const library = useLibraryChoices();
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-label="Text">
      <RichTextField
        name="content"
        label="Text"
        initialDoc={parseDoc(fields.contentDoc.initialValue)}
        initialHtml={String(fields.contentHtml.initialValue ?? "")}
        error={error}
        uploadUrl="/admin/media"
        library={library}
      />
    </section>
  );
}

const SLUG_HINT = (prefix: string) =>
  `The page's address after ${prefix}. Empty: made from the title. Changing it keeps the old address working.`;

/** Both kinds' form: their basics (title, address, author, the kind's own `children`, the image), then the text. */
function ArticleFields({
  parts: { fields, uploadErrors, files },
  slugPrefix,
  children,
}: {
  parts: BlogParts | HeroParts;
  slugPrefix: string;
  children: ReactNode;
}) {
  return (
    <>
      <FieldSection title="Basics">
        <InputField meta={fields.title} label="Title" className="md:col-span-2" />
        <InputField meta={fields.slug} label="Address (slug)" hint={SLUG_HINT(slugPrefix)} />
        <InputField meta={fields.author} label="Author" />
        {children}
        <UploadField
          name="featuredImage"
          label="Featured image"
          kind="image"
          current={files.featuredImage}
          error={uploadErrors.featuredImage}
        />
      </FieldSection>
      <Body fields={fields} />
    </>
  );
}

export function BlogFields(parts: BlogParts) {
  const { fields } = parts;
  return (
    <ArticleFields parts={parts} slugPrefix="/blog/">
      <InputField meta={fields.category} label="Category" hint="Empty: Uncategorized." />
      <InputField meta={fields.tags} label="Tags" hint="Separated by commas." />
    </ArticleFields>
  );
}

export function HeroFields(parts: HeroParts) {
  const { fields } = parts;
  return (
    <ArticleFields parts={parts} slugPrefix="/hero/">
      <TextareaField
        meta={fields.smallDescription}
        label="Short description"
        rows={2}
        className="md:col-span-2"
      />
      <InputField meta={fields.category} label="Category" hint="Empty: Uncategorized." />
      <InputField
        meta={fields.sortOrder}
        label="Position"
        type="number"
        hint="Lower numbers come first in the home carousel."
      />
    </ArticleFields>
  );
}
