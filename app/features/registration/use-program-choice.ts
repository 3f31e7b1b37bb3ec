/**
 * The registration form's training choice: the training type, its programs and the program. Until the page is
 * hydrated the server's lists stand (every program, so a visitor without JavaScript can choose one); from
 * then on a type's programs come from the page's loader when it could read them, else from /api, a later
 * choice of type winning over an earlier answer. A new type or program takes the coupon back (`onReset`).
 */
import { useRef, useState } from "react";
import { MESSAGES } from "../../../domain/messages";
import { isTrainingType, type ProgramOption, type ProgramsByType } from "./program-option";
import { notify } from "./toasts";

/** The reads load with the visitor's first choice of a training type, not with the page. */
const api = () => import("./registration-api");

const asText = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * What the form starts with (`chosen`: the values a post without JavaScript sent, or the link's preselection):
 * the chosen type and program if the lists hold them, and what it lists.
 */
export function startingChoice(programs: ProgramsByType, chosen: Record<string, unknown>) {
  const chosenType = asText(chosen.trainingType);
  const chosenProgram = asText(chosen.specificTraining);
  const type = isTrainingType(chosenType) ? chosenType : "";
  const options = type ? (programs[type] ?? null) : null;
  const listed = type ? (options ?? []) : Object.values(programs).flatMap((list) => list ?? []);
  const program = listed.some((option) => option.title === chosenProgram) ? chosenProgram : "";
  return { type, program, options, listed, chosenProgram };
}

export type StartingChoice = ReturnType<typeof startingChoice>;

export function useProgramChoice(
  programs: ProgramsByType,
  start: StartingChoice,
  on: {
    /** A new type or program: the coupon goes back. */
    onReset: () => void;
    /** A new type (after `onReset`). */
    onTypeChange: () => void;
  },
) {
  const [type, setType] = useState<string>(start.type);
  const [program, setProgram] = useState(start.program);
  const [options, setOptions] = useState<ProgramOption[]>(start.options ?? []);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);

  async function load(next: string, preselect = "") {
    const current = ++request.current;
    if (!isTrainingType(next)) return setLoading(false);
    setLoading(true);
    try {
      const loaded = await (await api()).fetchProgramOptions(next);
      if (current !== request.current) return;
      setOptions(loaded);
      if (preselect && loaded.some((candidate) => candidate.title === preselect)) setProgram(preselect);
    } catch {
      if (current !== request.current) return;
      setOptions([]);
      notify.error(MESSAGES.trainingOptionsFailed);
    } finally {
      if (current === request.current) setLoading(false);
    }
  }

  /** Hydrated: the choices the visitor made in the server's form, read from the page. */
  function adopt(domType: string, domProgram: string) {
    setType(domType);
    const known = isTrainingType(domType) ? programs[domType] : undefined;
    if (known) setOptions(known);
    setProgram(known?.some((candidate) => candidate.title === domProgram) ? domProgram : "");
    if (isTrainingType(domType) && !known) void load(domType, domProgram);
  }

  function chooseType(next: string) {
    setType(next);
    setProgram("");
    on.onReset();
    on.onTypeChange();
    setOptions([]);
    void load(next);
  }

  function chooseProgram(title: string) {
    setProgram(title);
    on.onReset();
  }

  return { type, program, options, loading, adopt, chooseType, chooseProgram };
}

export type ProgramChoice = ReturnType<typeof useProgramChoice>;
