// Entry of `@nivelia/domain/tools`: the rules of the free tools that need no technology catalogue.
export * from "./cv-text";
export * from "./job-description";
export * from "./logic-quiz";
