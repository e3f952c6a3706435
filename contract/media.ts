import { z } from 'zod';

export const VideoPathSchema = z.object({ videoPath: z.string().min(1).max(2_000) });

export const VideoTestResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  metadata: z
    .object({
      sizeReadable: z.string(),
      sizeBytes: z.number().optional(),
      container: z.string().optional(),
      durationSeconds: z.number().optional(),
      width: z.number().optional(),
      height: z.number().optional(),
      videoCodec: z.string().optional(),
      audioCodec: z.string().optional(),
      fastStart: z.boolean().optional(),
    })
    .optional(),
});
export type VideoTestResult = z.infer<typeof VideoTestResultSchema>;

export const LiveSimulationResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  simulationResults: z
    .object({ recommendations: z.array(z.string()) })
    .catchall(z.unknown())
    .optional(),
});
export type LiveSimulationResult = z.infer<typeof LiveSimulationResultSchema>;
