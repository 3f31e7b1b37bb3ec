/**
 * A page's search and share fields on its edit screen (README "Staff console", SEO fields): a title and a
 * description for search results and a social image for share cards, each empty for the page's own words, with
 * a preview of the search snippet and of the share card as they change. Its own form (`intent=seo`).
 */
import { useState } from "react";
import { Form } from "react-router";
import {
  type PageSeo,
  resolvePageSeo,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from "../../../../domain/seo/page-seo";
import { buttonStyles, fieldStyles } from "../../../components/ui/button-styles";

export interface SeoData {
  values: PageSeo;
  defaults: { path: string; title: string; description: string; image: string };
  siteUrl: string;
}

const mediaSrc = (path: string) => (path ? `/api/${path.replace(/^\/+/, "")}` : "");

/** A search title or description: its count of characters against the limit, its error on it. */
function WordsField({
  name,
  label,
  value,
  onChange,
  max,
  placeholder,
  error,
  multiline = false,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  placeholder: string;
  error?: { field: string; text: string };
  multiline?: boolean;
}) {
  const wrong = error?.field === name;
  const props = {
    id: name,
    name,
    value,
    maxLength: max,
    placeholder,
    className: fieldStyles.input,
    "aria-invalid": wrong ? true : undefined,
    "aria-describedby": wrong ? `${name}-hint ${name}-error` : `${name}-hint`,
  };
  return (
    <div>
      <label htmlFor={name} className={fieldStyles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...props} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...props} onChange={(event) => onChange(event.target.value)} />
      )}
      <p id={`${name}-hint`} className="mt-1 text-xs text-slate-600">
        {value.length} of {max} characters.
      </p>
      {wrong && (
        <p id={`${name}-error`} className={fieldStyles.error}>
          {error.text}
        </p>
      )}
    </div>
  );
}

export function SeoForm({
  seo,
  saved,
  error,
}: {
  seo: SeoData;
  saved: boolean;
  error?: { field: string; text: string };
}) {
  const [title, setTitle] = useState(seo.values.title);
  const [description, setDescription] = useState(seo.values.description);
  const shown = resolvePageSeo(seo.defaults, { title, description, imagePath: seo.values.imagePath });
  const host = seo.siteUrl.replace(/^https?:\/\//, "").replace(/\/+$/, "");
  return (
    // Closed unless the page has words of its own, or they were just saved or refused.
    <details
      open={!!(seo.values.title || seo.values.description || seo.values.imagePath) || saved || !!error}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <summary className="cursor-pointer text-base font-semibold text-slate-900">
        Search results and sharing
      </summary>
      <Form method="post" encType="multipart/form-data" className="mt-3 space-y-4">
        <p className="text-sm text-slate-700">
          Leave a field empty to use the page's own words, as shown in the previews.
        </p>
        <WordsField
          name="seoTitle"
          label="Search title"
          value={title}
          onChange={setTitle}
          max={SEO_TITLE_MAX}
          placeholder={seo.defaults.title}
          error={error}
        />
        <WordsField
          name="seoDescription"
          label="Search description"
          value={description}
          onChange={setDescription}
          max={SEO_DESCRIPTION_MAX}
          placeholder={seo.defaults.description}
          error={error}
          multiline
        />
        <SocialImageField hasImage={Boolean(seo.values.imagePath)} error={error} />
        <SeoPreviews host={host} path={seo.defaults.path} shown={shown} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="seo" className={buttonStyles.secondary}>
            Save search and sharing
          </button>
          <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
            {saved ? "Search and sharing saved." : null}
          </p>
        </div>
      </Form>
    </details>
  );
}

function SocialImageField({
  hasImage,
  error,
}: {
  hasImage: boolean;
  error?: { field: string; text: string };
}) {
  return (
    <div>
      <label htmlFor="seoImage" className={fieldStyles.label}>
        Social image
      </label>
      <input
        id="seoImage"
        name="seoImage"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        aria-describedby="seoImage-hint"
        className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand"
      />
      <p id="seoImage-hint" className="mt-1 text-xs text-slate-600">
        For share cards; without one the page's own image is used. JPEG, PNG, WebP, AVIF or GIF, at most 8 MB.
      </p>
      {error?.field === "seoImage" && <p className={fieldStyles.error}>{error.text}</p>}
      {hasImage && (
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="removeSeoImage" /> Use the page's own image again
        </label>
      )}
    </div>
  );
}

/** The search snippet and the share card as they will look with the words and image in effect. */
function SeoPreviews({
  host,
  path,
  shown,
}: {
  /** The site's host name, as search results and share cards show it. */
  host: string;
  path: string;
  shown: ReturnType<typeof resolvePageSeo>;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-label="Search result preview" className="rounded-lg border border-slate-200 p-3">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">In search results</p>
        <p className="mt-2 truncate text-xs text-slate-700">
          {host}
          {path}
        </p>
        <p className="truncate text-lg text-[#1a0dab]">{shown.title}</p>
        <p className="line-clamp-2 text-sm text-slate-800">{shown.description}</p>
      </section>
      <section aria-label="Share card preview" className="overflow-hidden rounded-lg border border-slate-200">
        {shown.image ? (
          <img
            src={mediaSrc(shown.image)}
            alt=""
            className="aspect-[1.91/1] w-full bg-slate-100 object-cover"
          />
        ) : (
          <div className="flex aspect-[1.91/1] items-center justify-center bg-slate-100 text-sm text-slate-700">
            The site's default image
          </div>
        )}
        <div className="p-3">
          <p className="text-xs uppercase text-slate-600">{host}</p>
          <p className="truncate font-semibold text-slate-900">{shown.title}</p>
          <p className="line-clamp-2 text-sm text-slate-700">{shown.description}</p>
        </div>
      </section>
    </div>
  );
}
