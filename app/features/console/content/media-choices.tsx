/**
 * The media library's images as radio buttons with thumbnails (docs/decisions/0058-media-library.md): a content
 * form's image field picks one by its stored path, and the Media screen's "Replace everywhere" picks the other.
 */
import { imageVariantPath } from "../../../../domain/media";

export function MediaChoices({
  name,
  legend,
  note,
  choices,
  srOnlyLegend = true,
}: {
  name: string;
  legend: string;
  note?: string;
  choices: { path: string; alt: string }[];
  srOnlyLegend?: boolean;
}) {
  return (
    <fieldset className="max-h-96 overflow-y-auto px-3 pb-3">
      <legend className={srOnlyLegend ? "sr-only" : "pt-3 text-sm font-medium text-slate-800"}>
        {legend}
      </legend>
      {note && <p className="mb-2 text-xs text-slate-600">{note}</p>}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {choices.map((choice) => {
          const fileName = choice.path.split("/").pop() ?? choice.path;
          const thumbnail = imageVariantPath(choice.path, 400) ?? choice.path;
          return (
            <li key={choice.path}>
              <label className="flex h-full cursor-pointer flex-col gap-1 rounded-md border border-slate-200 p-1 text-xs text-slate-800 has-[:checked]:border-brand has-[:checked]:ring-2 has-[:checked]:ring-brand/30">
                <img
                  src={`/api/${thumbnail}`}
                  alt=""
                  loading="lazy"
                  className="aspect-video w-full object-contain"
                />
                <span className="flex items-start gap-1 break-all">
                  <input type="radio" name={name} value={choice.path} className="mt-0.5" />
                  {choice.alt || fileName}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
