// The Cloud Storage emulator's "rules runtime", built offline from the Firebase Rules engine that
// ships inside Debian's google-cloud-cli-firestore-emulator jar. firebase-tools normally downloads
// a runtime of Google's own; this one speaks the same protocol (lib/emulator/storage/rules/runtime.js):
// one JSON object per line on stdin and stdout.
//
//   runtime → tools  {"id":-1,"status":"ok"}                                   ready
//   tools → runtime  {"id":N,"action":"load_ruleset","context":{"rulesetName","source":{"files":[{"name","content"}]}}}
//   runtime → tools  {"id":N,"status":"ok","result":{"rulesVersion":2},"errors":[],"warnings":[]}
//   tools → runtime  {"id":N,"action":"verify","context":{"rulesetName","service","path","method","delimiter","variables"}}
//   runtime → tools  {"action":"fetch_firestore_document","server_request_id":N,"context":{"path":"/databases/…"}}
//   tools → runtime  {"id":N,"status":"ok"|"not_found","result":{"name","fields"},"errors":[],"warnings":[]}
//   runtime → tools  {"id":N,"status":"ok","result":{"permit":true},"errors":[],"warnings":[]}
//
// It calls internal classes of the engine (com.google.firebase.rules.*), written against
// google-cloud-cli-firestore-emulator 528.0.0-0. Every start runs a self-check first: on another
// version whose classes are missing or behave differently, `check` prints one line and exits 3,
// and `serve` answers every request with that line instead of hanging.
//
// Usage: java -jar storage-rules-runtime.jar serve|check   (the jar's Class-Path names the Debian jar)

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator.RuleContext;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.protobuf.ByteString;
import com.google.protobuf.NullValue;
import com.google.protobuf.util.JsonFormat;
import com.google.protobuf.util.Timestamps;
import com.google.type.LatLng;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Entry point. It touches no engine class itself: the engine lives in nested classes, loaded on
 * first use inside a try, so a jar without them ends in a clear message rather than a stack trace.
 */
public final class StorageRulesRuntime {
  /** The Debian package whose engine this launcher was written and tested against. */
  static final String PINNED = "google-cloud-cli-firestore-emulator 528.0.0-0";

  private static final PrintStream OUT =
      new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);

  public static void main(String[] args) throws Exception {
    String mode = args.length == 0 ? "serve" : args[0];
    if (!mode.equals("serve") && !mode.equals("check")) {
      System.err.println("usage: java -jar storage-rules-runtime.jar serve|check");
      System.exit(2);
    }
    // The engine's protobuf calls sun.misc.Unsafe, which JDK 24+ reports on stderr (firebase-tools
    // would log it as a runtime error). firebase-tools picks the java flags, so relaunch with the
    // flag that allows it, on the same class path.
    if (Runtime.version().feature() >= 24 && System.getProperty(CHILD_PROPERTY) == null) {
      System.exit(relaunchAllowingUnsafe(mode));
    }
    String mismatch = null;
    try {
      Engine.selfCheck();
    } catch (Throwable error) {
      mismatch = mismatchMessage(error);
    }
    if (mode.equals("check")) {
      if (mismatch != null) {
        System.err.println(mismatch);
        System.exit(3);
      }
      System.out.println("ok: the Firebase Rules engine answers as " + PINNED + " does");
      System.exit(0);
    }
    if (mismatch == null) {
      new Server().run();
    } else {
      System.err.println(mismatch);
      serveMismatch(mismatch);
    }
    System.exit(0);
  }

  private static final String CHILD_PROPERTY = "storageRulesRuntime.relaunched";

  private static int relaunchAllowingUnsafe(String mode) throws Exception {
    String javaBinary = java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process child =
        new ProcessBuilder(
                javaBinary,
                "--sun-misc-unsafe-memory-access=allow",
                "-Duser.language=en",
                "-D" + CHILD_PROPERTY + "=true",
                "-cp",
                System.getProperty("java.class.path"),
                StorageRulesRuntime.class.getName(),
                mode)
            .inheritIO()
            .start();
    // firebase-tools stops the runtime with SIGINT: take the child along.
    Runtime.getRuntime().addShutdownHook(new Thread(child::destroy));
    return child.waitFor();
  }

  /** One line: which version is expected and what broke. */
  static String mismatchMessage(Throwable error) {
    return "Storage rules runtime: the Firebase Rules engine on the class path is not the one this launcher was written for ("
        + PINNED + "), so the Storage emulator cannot check rules: " + detail(error);
  }

  /** The innermost cause, on one line. */
  static String detail(Throwable error) {
    Throwable root = error;
    while (root.getCause() != null && root.getCause() != root) root = root.getCause();
    String text = root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + root.getMessage());
    return text.replaceAll("\\s+", " ");
  }

  /** Writes one protocol line; requests are answered from several threads. */
  static void emit(JsonObject message) {
    synchronized (OUT) {
      OUT.print(message.toString());
      OUT.print('\n');
      OUT.flush();
    }
  }

  /** Without a working engine: say so on every request (firebase-tools logs it) and deny. JDK classes only. */
  private static void serveMismatch(String message) throws Exception {
    String quoted = "\"" + message.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    Pattern idPattern = Pattern.compile("\"id\"\\s*:\\s*(-?\\d+)");
    synchronized (OUT) {
      OUT.print("{\"id\":-1,\"status\":\"ok\"}\n");
      OUT.flush();
    }
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      // firebase-tools writes the request's own id last.
      Matcher match = idPattern.matcher(line);
      String id = null;
      while (match.find()) id = match.group(1);
      if (id == null || !line.contains("\"action\"")) continue;
      synchronized (OUT) {
        OUT.print("{\"id\":" + id + ",\"status\":\"ok\",\"errors\":[" + quoted + "],\"warnings\":[]}\n");
        OUT.flush();
      }
    }
  }

  /** Reads requests from stdin and answers them; verifications waiting on Firestore run side by side. */
  static final class Server {
    private final Map<String, RulesetAst> rulesets = new ConcurrentHashMap<>();
    /** Firestore documents asked of firebase-tools, by the id of the verify request they serve. */
    private final Map<Long, DocumentFetcher> fetching = new ConcurrentHashMap<>();

    void run() throws Exception {
      JsonObject ready = new JsonObject();
      ready.addProperty("id", -1);
      ready.addProperty("status", "ok");
      emit(ready);
      BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        if (line.isBlank()) continue;
        JsonObject message;
        try {
          message = JsonParser.parseString(line).getAsJsonObject();
        } catch (RuntimeException error) {
          continue; // not a request of the protocol
        }
        long id = message.has("id") ? message.get("id").getAsLong() : -1;
        try {
          if (!message.has("action")) {
            DocumentFetcher fetcher = fetching.get(id);
            if (fetcher != null) fetcher.answer(message);
            continue;
          }
          JsonObject context = message.getAsJsonObject("context");
          switch (message.get("action").getAsString()) {
            case "load_ruleset" -> loadRuleset(id, context);
            case "verify" -> verify(id, context);
            default -> emit(reply(id, null, List.of("Unknown action " + message.get("action")), List.of()));
          }
        } catch (Throwable error) {
          // A request this runtime cannot handle is answered (firebase-tools would wait forever otherwise).
          fetching.remove(id);
          emit(reply(id, null, List.of("Storage rules runtime could not handle the request: " + detail(error)), List.of()));
        }
      }
    }

    private void loadRuleset(long id, JsonObject context) {
      List<String[]> files = new ArrayList<>();
      for (JsonElement file : context.getAsJsonObject("source").getAsJsonArray("files")) {
        JsonObject f = file.getAsJsonObject();
        files.add(new String[] {f.get("name").getAsString(), f.get("content").getAsString()});
      }
      Engine.Compiled compiled = Engine.compile(files);
      JsonObject result = null;
      if (compiled.ast() != null) {
        rulesets.put(context.get("rulesetName").getAsString(), compiled.ast());
        result = new JsonObject();
        result.addProperty("rulesVersion", compiled.version());
      }
      emit(reply(id, result, compiled.errors(), compiled.warnings()));
    }

    private void verify(long id, JsonObject context) {
      RulesetAst ast = rulesets.get(context.get("rulesetName").getAsString());
      if (ast == null) {
        emit(reply(id, null, List.of("No ruleset named " + context.get("rulesetName")), List.of()));
        return;
      }
      DocumentFetcher fetcher = new DocumentFetcher(id);
      fetching.put(id, fetcher);
      ListenableFuture<Boolean> permit =
          Engine.evaluate(
              ast,
              context.get("method").getAsString(),
              context.get("path").getAsString(),
              Engine.parseVariables(context.getAsJsonObject("variables")),
              fetcher);
      permit.addListener(
          () -> {
            fetching.remove(id);
            List<String> warnings = new ArrayList<>();
            boolean allowed;
            try {
              allowed = Futures.getDone(permit);
            } catch (Exception error) {
              // An error while evaluating denies the request, as in production, and says why.
              allowed = false;
              warnings.add("Permission denied: the rules failed to evaluate: " + detail(error));
            }
            JsonObject result = new JsonObject();
            result.addProperty("permit", allowed);
            emit(reply(id, result, List.of(), warnings));
          },
          MoreExecutors.directExecutor());
    }

    private static JsonObject reply(long id, JsonObject result, List<String> errors, List<String> warnings) {
      JsonObject reply = new JsonObject();
      reply.addProperty("id", id);
      // firebase-tools drops any answer whose status is not "ok"; problems go in errors.
      reply.addProperty("status", "ok");
      if (result != null) reply.add("result", result);
      JsonArray errorList = new JsonArray();
      errors.forEach(errorList::add);
      JsonArray warningList = new JsonArray();
      warnings.forEach(warningList::add);
      reply.add("errors", errorList);
      reply.add("warnings", warningList);
      return reply;
    }
  }

  /**
   * Asks firebase-tools for Firestore documents on behalf of one verify request. firebase-tools
   * answers under that request's id and keeps one handler per id, so the asks go one at a time.
   */
  static final class DocumentFetcher implements Engine.Fetcher {
    private final long requestId;
    private final ArrayDeque<Map.Entry<String, SettableFuture<JsonObject>>> queue = new ArrayDeque<>();
    private final Map<String, ListenableFuture<JsonObject>> asked = new HashMap<>();
    private SettableFuture<JsonObject> inFlight;

    DocumentFetcher(long requestId) {
      this.requestId = requestId;
    }

    @Override
    public synchronized ListenableFuture<JsonObject> fetch(String documentPath) {
      ListenableFuture<JsonObject> known = asked.get(documentPath);
      if (known != null) return known;
      SettableFuture<JsonObject> future = SettableFuture.create();
      asked.put(documentPath, future);
      queue.add(Map.entry(documentPath, future));
      sendNext();
      return future;
    }

    private synchronized void sendNext() {
      if (inFlight != null || queue.isEmpty()) return;
      Map.Entry<String, SettableFuture<JsonObject>> next = queue.poll();
      inFlight = next.getValue();
      JsonObject ask = new JsonObject();
      ask.addProperty("action", "fetch_firestore_document");
      ask.addProperty("server_request_id", requestId);
      JsonObject context = new JsonObject();
      context.addProperty("path", next.getKey());
      ask.add("context", context);
      emit(ask);
    }

    /** firebase-tools' answer: status "ok" with {name, fields}, or "not_found". */
    void answer(JsonObject message) {
      SettableFuture<JsonObject> done;
      synchronized (this) {
        done = inFlight;
        inFlight = null;
      }
      if (done == null) return;
      boolean found = message.has("status") && message.get("status").getAsString().equals("ok") && message.has("result");
      done.set(found ? message.getAsJsonObject("result") : null);
      sendNext();
    }
  }

  /** Everything that calls the Firebase Rules engine. */
  static final class Engine {
    /** Resolves to the document as Firestore's REST API gives it ({name, fields}), or null when missing. */
    interface Fetcher {
      ListenableFuture<JsonObject> fetch(String documentPath);
    }

    record Compiled(RulesetAst ast, int version, List<String> errors, List<String> warnings) {}

    private static final ExpressionValue NULL = ExpressionValue.newBuilder().setNullValue(NullValue.NULL_VALUE).build();

    static Compiled compile(List<String[]> files) {
      com.google.firebase.rules.v1.Source.Builder source = com.google.firebase.rules.v1.Source.newBuilder();
      for (String[] file : files) {
        source.addFiles(com.google.firebase.rules.v1.File.newBuilder().setName(file[0]).setContent(file[1]));
      }
      // storage.rules call firestore.get (a cross-service rule); the ternary operator is allowed in production too.
      FirebaseRulesLangOptions options =
          FirebaseRulesLangOptions.builder().allowCrossServiceRules(true).allowTernaryOperator(true).build();
      CompileResult result = FirebaseRulesProtoCompiler.createStandalone(options).compile(source);
      List<String> errors = new ArrayList<>();
      List<String> warnings = new ArrayList<>();
      for (Issue issue : result.getIssues()) {
        (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(issueJson(issue));
      }
      if (result.hasCompilationError()) {
        if (errors.isEmpty()) errors.add("The rules do not compile");
        return new Compiled(null, 0, errors, warnings);
      }
      RulesetAst ast = result.getRulesetAst();
      int version = ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1;
      return new Compiled(ast, version, errors, warnings);
    }

    /** The shape firebase-tools' rules manager parses to print "<description> in <file>:<line>". */
    private static String issueJson(Issue issue) {
      SourcePosition position = issue.getSourcePosition();
      JsonObject where = new JsonObject();
      where.addProperty("fileName_", position.getFileName());
      where.addProperty("line_", position.getLine());
      where.addProperty("column_", position.getColumn());
      JsonObject json = new JsonObject();
      json.addProperty("description_", issue.getDescription());
      json.add("sourcePosition_", where);
      json.addProperty("severity_", issue.getSeverity().name());
      return json.toString();
    }

    /** firebase-tools' ExpressionValue JSON, keyed by variable name (request, resource). */
    static Map<String, ExpressionValue> parseVariables(JsonObject variables) {
      Map<String, ExpressionValue> parsed = new HashMap<>();
      for (Map.Entry<String, JsonElement> entry : variables.entrySet()) {
        ExpressionValue.Builder value = ExpressionValue.newBuilder();
        try {
          JsonFormat.parser().ignoringUnknownFields().merge(nullsNamed(entry.getValue()).toString(), value);
        } catch (Exception error) {
          throw new IllegalArgumentException("Cannot read variable " + entry.getKey() + ": " + error.getMessage(), error);
        }
        parsed.put(entry.getKey(), value.build());
      }
      return parsed;
    }

    /** firebase-tools writes `"null_value": null`, which JsonFormat reads as "unset"; the enum needs its name. */
    private static JsonElement nullsNamed(JsonElement element) {
      if (element.isJsonArray()) {
        JsonArray copy = new JsonArray();
        element.getAsJsonArray().forEach(item -> copy.add(nullsNamed(item)));
        return copy;
      }
      if (!element.isJsonObject()) return element;
      JsonObject copy = new JsonObject();
      for (Map.Entry<String, JsonElement> entry : element.getAsJsonObject().entrySet()) {
        boolean bareNull = entry.getKey().equals("null_value") && entry.getValue() instanceof JsonNull;
        copy.add(entry.getKey(), bareNull ? new JsonPrimitive("NULL_VALUE") : nullsNamed(entry.getValue()));
      }
      return copy;
    }

    static ListenableFuture<Boolean> evaluate(
        RulesetAst ast, String method, String path, Map<String, ExpressionValue> variables, Fetcher fetcher) {
      StorageContext context = new StorageContext(pathValue(path), variables, fetcher);
      // The emulator sends get, list, create, update and delete; "read" and "write" (used by
      // firebase-tools' own runtime tests) are taken as a get and a create.
      RuleContext rules =
          switch (method) {
            case "get", "read" -> FirebaseStorageGetContextConverter.convert(context);
            case "list" -> FirebaseStorageListContextConverter.convert(context);
            case "create", "write" -> FirebaseStorageCreateContextConverter.convert(context);
            case "update" -> FirebaseStorageUpdateContextConverter.convert(context);
            case "delete" -> FirebaseStorageDeleteContextConverter.convert(context);
            default -> throw new IllegalArgumentException("Unknown method " + method);
          };
      return Futures.transform(
          new DefaultEvaluator(ast).evaluate(rules), result -> result.permit(), MoreExecutors.directExecutor());
    }

    static ExpressionPathValue pathValue(String path) {
      ExpressionPathValue.Builder value = ExpressionPathValue.newBuilder();
      for (String segment : path.split("/")) {
        if (!segment.isEmpty()) value.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
      }
      return value.build();
    }

    static String pathString(ExpressionPathValue path) {
      StringBuilder text = new StringBuilder();
      for (ExpressionPathSegmentValue segment : path.getSegmentsList()) text.append('/').append(segment.getSimple());
      return text.toString();
    }

    /** A document as rules see it: {__name__, id, data}. */
    static ExpressionValue documentValue(JsonObject document) {
      String name = document.get("name").getAsString();
      ExpressionMapValue.Builder resource = ExpressionMapValue.newBuilder();
      resource.putFields("__name__", ExpressionValue.newBuilder().setPathValue(referencePath(name)).build());
      resource.putFields("id", ExpressionValue.newBuilder().setStringValue(name.substring(name.lastIndexOf('/') + 1)).build());
      resource.putFields("data", fieldsValue(document.getAsJsonObject("fields")));
      return ExpressionValue.newBuilder().setMapValue(resource).build();
    }

    /** "projects/<p>/databases/(default)/documents/gallery/x" as the path /databases/(default)/documents/gallery/x. */
    private static ExpressionPathValue referencePath(String name) {
      return pathValue(name.replaceFirst("^projects/[^/]+", ""));
    }

    /** A REST `fields` object (absent for a document or map without fields) as a rules map. */
    private static ExpressionValue fieldsValue(JsonObject fields) {
      ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
      if (fields != null) {
        for (Map.Entry<String, JsonElement> field : fields.entrySet()) {
          map.putFields(field.getKey(), firestoreValue(field.getValue().getAsJsonObject()));
        }
      }
      return ExpressionValue.newBuilder().setMapValue(map).build();
    }

    /** One Firestore REST value (stringValue, integerValue, mapValue, …) as a rules value. */
    static ExpressionValue firestoreValue(JsonObject value) {
      ExpressionValue.Builder out = ExpressionValue.newBuilder();
      if (value.has("nullValue")) return NULL;
      if (value.has("booleanValue")) return out.setBoolValue(value.get("booleanValue").getAsBoolean()).build();
      if (value.has("integerValue")) return out.setIntValue(Long.parseLong(value.get("integerValue").getAsString())).build();
      if (value.has("doubleValue")) return out.setFloatValue(value.get("doubleValue").getAsDouble()).build();
      if (value.has("stringValue")) return out.setStringValue(value.get("stringValue").getAsString()).build();
      if (value.has("bytesValue")) {
        return out.setBytesValue(ByteString.copyFrom(Base64.getDecoder().decode(value.get("bytesValue").getAsString()))).build();
      }
      if (value.has("referenceValue")) return out.setPathValue(referencePath(value.get("referenceValue").getAsString())).build();
      if (value.has("timestampValue")) {
        try {
          return out.setTimestampValue(Timestamps.parse(value.get("timestampValue").getAsString())).build();
        } catch (java.text.ParseException error) {
          throw new IllegalArgumentException(error);
        }
      }
      if (value.has("geoPointValue")) {
        JsonObject point = value.getAsJsonObject("geoPointValue");
        double latitude = point.has("latitude") ? point.get("latitude").getAsDouble() : 0;
        double longitude = point.has("longitude") ? point.get("longitude").getAsDouble() : 0;
        return out.setLatlngValue(LatLng.newBuilder().setLatitude(latitude).setLongitude(longitude)).build();
      }
      if (value.has("arrayValue")) {
        ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
        JsonObject array = value.getAsJsonObject("arrayValue");
        if (array.has("values")) array.getAsJsonArray("values").forEach(item -> list.addValues(firestoreValue(item.getAsJsonObject())));
        return out.setListValue(list).build();
      }
      if (value.has("mapValue")) return fieldsValue(value.getAsJsonObject("mapValue").getAsJsonObject("fields"));
      throw new IllegalArgumentException("Unsupported Firestore value " + value);
    }

    /** The request as one object serving every method's context interface. */
    static final class StorageContext
        implements FirebaseStorageService.FirebaseStorageGetContext,
            FirebaseStorageService.FirebaseStorageListContext,
            FirebaseStorageService.FirebaseStorageCreateContext,
            FirebaseStorageService.FirebaseStorageUpdateContext,
            FirebaseStorageService.FirebaseStorageDeleteContext {
      private final ExpressionPathValue path;
      private final Map<String, ExpressionValue> variables;
      private final Fetcher fetcher;

      StorageContext(ExpressionPathValue path, Map<String, ExpressionValue> variables, Fetcher fetcher) {
        this.path = path;
        this.variables = variables;
        this.fetcher = fetcher;
      }

      @Override
      public ExpressionPathValue path() {
        return path;
      }

      @Override
      public ExpressionMapValue request() {
        return variables.getOrDefault("request", NULL).getMapValue();
      }

      @Override
      public ListenableFuture<ExpressionValue> resource() {
        return Futures.immediateFuture(variables.getOrDefault("resource", NULL));
      }

      @Override
      public ExpressionValue debug(ExpressionValue value) {
        // A line that is not JSON: firebase-tools logs it as it is.
        synchronized (OUT) {
          OUT.print("debug: " + value.toString().replaceAll("\\s+", " ") + "\n");
          OUT.flush();
        }
        return value;
      }

      @Override
      public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue document, SourcePosition position) {
        return Futures.transform(
            fetcher.fetch(pathString(document)),
            found -> found == null ? NULL : documentValue(found),
            MoreExecutors.directExecutor());
      }

      @Override
      public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue document, SourcePosition position) {
        return Futures.transform(
            fetcher.fetch(pathString(document)),
            found -> ExpressionValue.newBuilder().setBoolValue(found != null).build(),
            MoreExecutors.directExecutor());
      }
    }

    private static final String CHECK_RULES =
        """
        rules_version = '2';
        service firebase.storage {
          match /b/{bucket}/o {
            match /check/{id} {
              allow get: if firestore.exists(/databases/(default)/documents/check/$(id))
                && firestore.get(/databases/(default)/documents/check/$(id)).data.open == (request.auth == null ? true : false);
              allow create: if request.resource.size <= 10 && request.resource.contentType.matches('image/.*');
            }
          }
        }
        """;

    /**
     * Compiles and evaluates a small ruleset that uses what storage.rules use (firestore.get and
     * exists, request.auth, request.resource, a ternary) and checks the answers. Any class, method or
     * behaviour of another engine version fails here, within seconds.
     */
    static void selfCheck() throws Exception {
      Compiled compiled = compile(List.<String[]>of(new String[] {"check.rules", CHECK_RULES}));
      if (compiled.ast() == null || compiled.version() != 2) {
        throw new IllegalStateException("the check ruleset does not compile: " + compiled.errors());
      }
      JsonObject open = JsonParser.parseString(
              "{\"name\":\"projects/p/databases/(default)/documents/check/a\",\"fields\":{\"open\":{\"booleanValue\":true}}}")
          .getAsJsonObject();
      Fetcher found = documentPath -> Futures.immediateFuture(documentPath.equals("/databases/(default)/documents/check/a") ? open : null);
      String visitorGet = "{\"resource\":{\"null_value\":null},\"request\":{\"map_value\":{\"fields\":{\"auth\":{\"null_value\":null},"
          + "\"time\":{\"timestamp_value\":\"2025-06-20T00:00:00.000Z\"}}}}}";
      expect("get of an open document", true, evaluate(compiled.ast(), "get", "/b/x/o/check/a", vars(visitorGet), found));
      expect("get of a missing document", false, evaluate(compiled.ast(), "get", "/b/x/o/check/b", vars(visitorGet), found));
      String upload = "{\"resource\":{\"null_value\":null},\"request\":{\"map_value\":{\"fields\":{\"auth\":{\"null_value\":null},"
          + "\"resource\":{\"map_value\":{\"fields\":{\"size\":{\"int_value\":%d},\"contentType\":{\"string_value\":\"image/png\"}}}}}}}}";
      expect("create within the size limit", true, evaluate(compiled.ast(), "create", "/b/x/o/check/a", vars(String.format(upload, 10)), found));
      expect("create over the size limit", false, evaluate(compiled.ast(), "create", "/b/x/o/check/a", vars(String.format(upload, 11)), found));
    }

    private static Map<String, ExpressionValue> vars(String json) {
      return parseVariables(JsonParser.parseString(json).getAsJsonObject());
    }

    private static void expect(String what, boolean expected, ListenableFuture<Boolean> actual) throws Exception {
      boolean got = actual.get(20, TimeUnit.SECONDS);
      if (got != expected) throw new IllegalStateException("the self-check's " + what + " answered " + got + ", not " + expected);
    }
  }
}
