import { useLoaderData } from "@tanstack/react-router";
import { JobApplicationForm } from "./job-application-form";

/** The application form of the job page's position (read from the route, as a deferred part takes no props). */
function JobApplicationSection() {
  const job = useLoaderData({ from: "/empleo/$jobId" }).entry;
  return <JobApplicationForm job={job} />;
}

export { JobApplicationSection };
