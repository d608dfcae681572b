import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { type ZodType, z } from "zod";

const compiled = new WeakMap<object, (data: unknown) => string>();

/**
 * Response serialisers compiled once per schema with fast-json-stringify, from the JSON Schema of the contract's zod
 * schema: the contract stays the one source, and a response is written without being parsed by zod again (the route
 * handlers' return types are already checked against the contract by the compiler).
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema }) => {
  const known = compiled.get(schema);
  if (known !== undefined) return known;
  const serialize = fastJson(z.toJSONSchema(schema, { target: "draft-7", io: "output" }) as object);
  compiled.set(schema, serialize);
  return serialize;
};
