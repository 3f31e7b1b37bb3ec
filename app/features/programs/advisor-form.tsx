import { EnquiryForm } from "../sidebar/enquiry-form";

/** The advisor enquiry form beside a course ('TALK TO ADVISOR') or internship ('APPLY NOW'). */
export function AdvisorForm({ title, idPrefix }: { title: string; idPrefix: string }) {
  return (
    <div className="text-slate-900">
      <EnquiryForm title={title} idPrefix={idPrefix} />
    </div>
  );
}
