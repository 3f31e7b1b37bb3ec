/**
 * The console's posted schema form: React Router's `<Form method="post">` with Conform's props, and the
 * form-level errors (a refused write's text) first, before the fields the screen gives as children.
 */
import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormErrors } from "../../components/forms/conform-field";

export function ConsoleForm<Schema extends Record<string, unknown>>({
  form,
  className,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className={className}>
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
    </Form>
  );
}
