import { Form } from "react-router";
import { LIST_CATEGORIES } from "../../../domain/constants";
import type { ListCategory } from "./list-state";

/**
 * The list pages' category chips: a GET form of toggle buttons, so a chip works without JavaScript and
 * puts `?category=` in the address (with JavaScript it navigates client-side). Choosing a chip drops the
 * page number, which resets the list to page 1.
 */
export function CategoryChips({ selected, label }: { selected: ListCategory; label: string }) {
  return (
    <Form method="get" preventScrollReset aria-label={label} className="flex flex-wrap justify-center gap-2">
      {LIST_CATEGORIES.map((category) => {
        const pressed = category === selected;
        return (
          <button
            key={category}
            type="submit"
            name="category"
            value={category}
            aria-pressed={pressed}
            className={`rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
              pressed
                ? "bg-brand text-white shadow-sm"
                : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand"
            }`}
          >
            {category}
          </button>
        );
      })}
    </Form>
  );
}
